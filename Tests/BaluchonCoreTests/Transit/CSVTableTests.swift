import BaluchonCore
import Testing

@Suite("CSV as GTFS feeds write it")
struct CSVTableTests {
    private func table(_ text: String) throws -> CSVTable {
        try CSVTable(bytes: Array(text.utf8), name: "test.txt")
    }

    @Test("a byte-order mark, CRLF endings, quoted commas, doubled quotes and line breaks inside quotes")
    func quoting() throws {
        let csv = try table("\u{FEFF}stop_id,stop_name,stop_desc\r\n1,\"Gare, quai \"\"A\"\"\",\"two\r\nlines\"\r\n2,Plain,\r\n\r\n")
        #expect(csv.header == ["stop_id", "stop_name", "stop_desc"])
        #expect(csv.rows == [["1", "Gare, quai \"A\"", "two\r\nlines"], ["2", "Plain", ""]])
        #expect(csv.column("stop_name") == 1)
    }

    @Test("a last line without a line break, and columns in any order")
    func lastLine() throws {
        let csv = try table("b,a\nx,y")
        #expect(csv.rows == [["x", "y"]])
        #expect(CSVTable.field(csv.rows[0], csv.column("a")) == "y")
        #expect(CSVTable.field(csv.rows[0], csv.column("missing")) == "")
    }

    @Test("a quote never closed, an empty file and a missing column are errors naming the file, in each language")
    func errors() throws {
        #expect(
            FeedErrors.told { try table("a,b\n1,\"open\n") } == [
                "The GTFS feed cannot be read: test.txt: a quoted field is never closed.",
                "Le flux GTFS est illisible : test.txt : un champ entre guillemets n’est jamais fermé.",
            ])
        #expect(
            FeedErrors.told { try table("") } == [
                "The GTFS feed cannot be read: test.txt is empty.", "Le flux GTFS est illisible : test.txt est vide.",
            ])
        #expect(
            FeedErrors.told { try table("a\n1").requiredColumn("stop_id", in: "test.txt") } == [
                "The GTFS feed cannot be read: test.txt has no stop_id column.", "Le flux GTFS est illisible : test.txt n’a pas de colonne stop_id.",
            ])
    }
}

/// A feed's errors as travellers read them.
enum FeedErrors {
    /// The message of the `TransitError` `body` throws, in English then in French; empty when it throws none.
    static func told(_ body: () throws -> Any) -> [String] {
        do {
            _ = try body()
        } catch let error as TransitError {
            return [error.message.text(in: .en), error.message.text(in: .fr)]
        } catch {
            return ["\(error)"]
        }
        return []
    }
}
