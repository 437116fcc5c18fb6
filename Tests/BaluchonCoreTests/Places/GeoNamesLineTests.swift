import BaluchonCore
import Testing

@Suite("GeoNames dump lines")
struct GeoNamesLineTests {
    private func parse(_ text: String) throws(GeoNamesDataError) -> PlaceRecord {
        try GeoNamesLine.parse(ArraySlice(Array(text.utf8)), number: 7)
    }

    @Test("reads every column of a real cities500 line")
    func readsLine() throws {
        let record = try parse(SampleGazetteer.lines[3])
        #expect(record.geonameID == 2_984_701)
        #expect(record.name == "Quimper")
        #expect(record.alternateNames.contains("坎佩尔"))
        #expect(record.latitude == 47.99597 && record.longitude == -4.09795)
        #expect(record.countryCode == "FR" && record.admin1Code == "53")
        #expect(record.population == 63_849 && record.timeZone == "Europe/Paris" && record.featureClass == "P")
    }

    @Test("an empty population reads as zero")
    func emptyPopulation() throws {
        var columns = SampleGazetteer.lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        columns[14] = ""
        #expect(try parse(columns.joined(separator: "\t")).population == 0)
    }

    @Test(
        "refuses malformed lines with the line number",
        arguments: [
            (0, "x"), (4, "91.5"), (4, "north"), (5, "-181"), (8, "fra"), (14, "-3"), (14, "many"), (1, ""), (0, "-5"),
        ])
    func refuses(column: Int, value: String) {
        var columns = SampleGazetteer.lines[0].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        columns[column] = value
        #expect {
            try parse(columns.joined(separator: "\t"))
        } throws: { error in
            guard case .malformedLine(let number, _) = error as? GeoNamesDataError else { return false }
            return number == 7
        }
    }

    @Test("refuses a line with missing columns and one that is not UTF-8")
    func refusesShapes() {
        #expect(throws: GeoNamesDataError.self) { try parse("12\tParis\tParis") }
        var bytes = Array(SampleGazetteer.lines[0].utf8)
        bytes[bytes.firstIndex(of: 0x50)!] = 0xFF
        #expect(throws: GeoNamesDataError.self) { try GeoNamesLine.parse(ArraySlice(bytes), number: 1) }
    }
}
