/// Reads one line of a GeoNames place dump: 19 tab-separated columns (geonameid, name, asciiname,
/// alternatenames, latitude, longitude, feature class, feature code, country code, cc2, admin1–4,
/// population, elevation, dem, timezone, modification date).
public enum GeoNamesLine {
    public static let columnCount = 19

    /// The place on `line` (without its line break), or why it cannot be read.
    public static func parse(_ line: ArraySlice<UInt8>, number: Int) throws(GeoNamesDataError) -> PlaceRecord {
        var columns: [ArraySlice<UInt8>] = []
        columns.reserveCapacity(columnCount)
        var start = line.startIndex
        for index in line.indices where line[index] == 9 {
            columns.append(line[start..<index])
            start = index + 1
        }
        columns.append(line[start..<line.endIndex])
        guard columns.count == columnCount else {
            throw .malformedLine(
                number: number,
                reason: LocalizedText("error.corrupt_import_file.reason.columns", ["expected": "\(columnCount)", "found": "\(columns.count)"]))
        }
        func text(_ column: Int) throws(GeoNamesDataError) -> String {
            guard let value = String(validating: columns[column], as: UTF8.self) else {
                throw .malformedLine(
                    number: number, reason: LocalizedText("error.corrupt_import_file.reason.columnNotUTF8", ["column": "\(column + 1)"]))
            }
            return value
        }
        guard let id = Int(try text(0)), id > 0 else {
            throw .malformedLine(
                number: number, reason: LocalizedText("error.corrupt_import_file.reason.geonameid", ["value": "\(try text(0).prefix(20))"]))
        }
        let name = try text(1)
        guard !name.isEmpty else { throw .malformedLine(number: number, reason: LocalizedText("error.corrupt_import_file.reason.emptyName")) }
        guard let latitude = Double(try text(4)), (-90...90).contains(latitude) else {
            throw .malformedLine(
                number: number, reason: LocalizedText("error.corrupt_import_file.reason.latitude", ["value": "\(try text(4).prefix(20))"]))
        }
        guard let longitude = Double(try text(5)), (-180...180).contains(longitude) else {
            throw .malformedLine(
                number: number, reason: LocalizedText("error.corrupt_import_file.reason.longitude", ["value": "\(try text(5).prefix(20))"]))
        }
        let country = try text(8)
        guard country.isEmpty || (country.utf8.count == 2 && country.utf8.allSatisfy { (65...90).contains($0) }) else {
            throw .malformedLine(
                number: number, reason: LocalizedText("error.corrupt_import_file.reason.countryCode", ["value": "\(country.prefix(20))"]))
        }
        let populationText = try text(14)
        guard let population = populationText.isEmpty ? 0 : Int(populationText), population >= 0 else {
            throw .malformedLine(
                number: number, reason: LocalizedText("error.corrupt_import_file.reason.population", ["value": "\(populationText.prefix(20))"]))
        }
        let alternates = try text(3)
        return PlaceRecord(
            geonameID: id, name: name, asciiName: try text(2),
            alternateNames: alternates.isEmpty ? [] : alternates.split(separator: ",").map(String.init),
            latitude: latitude, longitude: longitude, featureClass: try text(6), featureCode: try text(7),
            countryCode: country, admin1Code: try text(10), population: population, timeZone: try text(17))
    }
}
