import BaluchonCore
import Foundation
import Testing

@Suite("Reading CSV (RFC 4180)")
struct CSVReaderTests {
    static func records(_ text: String, delimiter: Character = ",") throws(CSVReader.Failure) -> [[String]] {
        var reader = CSVReader(Array(text.utf8), delimiter: delimiter.asciiValue!)
        var records: [[String]] = []
        while let record = try reader.next() { records.append(record) }
        return records
    }

    @Test(
        "quoting, line ends and the byte-order mark",
        arguments: [
            ("a,b\n1,2\n", [["a", "b"], ["1", "2"]]),
            ("a,b\r\n1,2", [["a", "b"], ["1", "2"]]),
            ("a\rb\r\n", [["a"], ["b"]]),
            ("\u{FEFF}a,b\n", [["a", "b"]]),
            ("\"a,b\",c\n", [["a,b", "c"]]),
            ("\"say \"\"hi\"\"\",x", [["say \"hi\"", "x"]]),
            ("\"two\r\nlines\",x\n", [["two\r\nlines", "x"]]),
            ("\"\",\"\"\n", [["", ""]]),
            ("l'hôtel \"du\" lac,é\n", [["l'hôtel \"du\" lac", "é"]]),
            ("\"quoted\"tail,x\n", [["quotedtail", "x"]]),
            ("a,,\n\n,b\n", [["a", "", ""], [""], ["", "b"]]),
            ("", []),
        ] as [(String, [[String]])])
    func vectors(text: String, expected: [[String]]) throws {
        #expect(try Self.records(text) == expected)
    }

    @Test("another delimiter splits, and commas are then text")
    func delimiter() throws {
        #expect(try Self.records("name;lat;lon\n\"a;b\";1,5;2\n", delimiter: ";") == [["name", "lat", "lon"], ["a;b", "1,5", "2"]])
        #expect(try Self.records("a\tb|c\n", delimiter: "\t") == [["a", "b|c"]])
    }

    @Test(
        "the delimiter of the header line: the comma whenever it splits it",
        arguments: [
            ("name,lat;x\n", ","), ("name;lat;lon\n", ";"), ("name\tlat\tlon\n", "\t"), ("name|lat|lon", "|"), ("\"a;b\"\tc\n", "\t"),
            ("name\n", ","),
        ]
            as [(String, Character)])
    func detected(header: String, delimiter: Character) {
        #expect(CSVReader.delimiter(of: Array(header.utf8)) == delimiter.asciiValue)
    }

    @Test("a quote never closed is an error")
    func unclosed() {
        #expect(throws: CSVReader.Failure.unclosedQuote) { try Self.records("a,b\n\"open,1\n") }
    }

    @Test("places from a spreadsheet's CSV split by semicolons import like comma-separated ones")
    func semicolonPlaces() throws {
        let text = "name;latitude;longitude\r\nGare;48.5;2\r\n\"Café; terrasse\";48.25;2.25\r\n"
        let places = try PlaceFiles.read(Data(text.utf8), as: .csv)
        #expect(places.map(\.name) == ["Gare", "Café; terrasse"])
        #expect(places.map(\.latitude) == [48.5, 48.25])
    }
}
