import Foundation

/// The countries of GeoNames' `countryInfo.txt`, by code.
public struct CountryCatalog: Sendable {
    public let records: [CountryRecord]
    private let byCode: [String: Int]

    public init(records: [CountryRecord]) {
        self.records = records.sorted { $0.code < $1.code }
        var byCode: [String: Int] = [:]
        for (index, record) in self.records.enumerated() { byCode[record.code] = index }
        self.byCode = byCode
    }

    /// The country with alpha-2 `code`, in any case.
    public func country(_ code: String) -> CountryRecord? {
        byCode[code.uppercased()].map { records[$0] }
    }

    /// Reads `countryInfo.txt` as GeoNames publishes it (comment lines start with `#`).
    public static func parse(_ text: String) throws(GeoNamesDataError) -> CountryCatalog {
        var records: [CountryRecord] = []
        var number = 0
        // "\r\n" is one Character in Swift: splitting on newlines handles both line ends.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            records.append(try record(line, number: number))
        }
        guard !records.isEmpty else { throw .noPlaces }
        return CountryCatalog(records: records)
    }

    private static func record(_ line: Substring, number: Int) throws(GeoNamesDataError) -> CountryRecord {
        let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard columns.count >= 18 else {
            throw .malformedLine(
                number: number, reason: LocalizedText("error.corrupt_import_file.reason.countryColumns", ["found": "\(columns.count)"]))
        }
        let code = columns[0]
        guard code.utf8.count == 2, code.utf8.allSatisfy({ (65...90).contains($0) }) else {
            throw .malformedLine(number: number, reason: LocalizedText("error.corrupt_import_file.reason.isoCode", ["value": "\(code.prefix(20))"]))
        }
        guard let population = Int(columns[7].isEmpty ? "0" : columns[7]) else {
            throw .malformedLine(
                number: number, reason: LocalizedText("error.corrupt_import_file.reason.population", ["value": "\(columns[7].prefix(20))"]))
        }
        func list(_ text: String) -> [String] { text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        return CountryRecord(
            code: code, iso3: columns[1], isoNumeric: columns[2], name: columns[4], capital: columns[5],
            areaSquareKilometres: Double(columns[6]), population: population, continent: columns[8], topLevelDomain: columns[9],
            currencyCode: columns[10], currencyName: columns[11], phone: columns[12], postalCodeFormat: columns[13],
            languages: list(columns[15]), geonameID: Int(columns[16]), neighbours: list(columns[17]))
    }
}
