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

    @Test("a quote never closed, an empty file and a missing column are errors naming the file")
    func errors() throws {
        #expect(throws: TransitError.corruptFeed(detail: "test.txt: a quoted field is never closed")) { try table("a,b\n1,\"open\n") }
        #expect(throws: TransitError.corruptFeed(detail: "test.txt is empty")) { try table("") }
        #expect(throws: TransitError.corruptFeed(detail: "test.txt has no stop_id column")) {
            try table("a\n1").requiredColumn("stop_id", in: "test.txt")
        }
    }
}
