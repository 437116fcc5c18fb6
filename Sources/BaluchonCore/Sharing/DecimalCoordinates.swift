import Foundation

/// Coordinates typed by a person: `48.8584, 2.2945`, `48.8584 2.2945`, or degrees, minutes and seconds
/// with hemispheres, `48°51'30.2"N 2°17'40.2"E`.
enum DecimalCoordinates {
    /// nil when the text does not look like coordinates at all; an error when it does but is not on Earth.
    static func parse(_ text: String) throws(SharingError) -> SharedPoint? {
        if let decimal = decimalPair(text) { return try SharedPoint(latitude: decimal.0, longitude: decimal.1) }
        guard let latitude = sexagesimal(text, hemispheres: ("N", "S")), let longitude = sexagesimal(text, hemispheres: ("E", "W"))
        else { return nil }
        return try SharedPoint(latitude: latitude, longitude: longitude)
    }

    static func decimalPair(_ text: String) -> (Double, Double)? {
        let parts = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == ";" })
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]) else { return nil }
        return (latitude, longitude)
    }

    /// The angle that ends with one of the two hemisphere letters: "48°51'30.2\"N" is 48.858388….
    static func sexagesimal(_ text: String, hemispheres: (Character, Character)) -> Double? {
        let upper = text.uppercased()
        guard let letterIndex = upper.firstIndex(where: { $0 == hemispheres.0 || $0 == hemispheres.1 }) else { return nil }
        let before = upper[..<letterIndex]
        let start = before.lastIndex(where: { $0.isLetter }).map { before.index(after: $0) } ?? before.startIndex
        let numbers = before[start...].split(whereSeparator: { !($0.isNumber || $0 == ".") }).compactMap { Double($0) }
        guard (1...3).contains(numbers.count) else { return nil }
        let weights = [1.0, 1 / 60.0, 1 / 3600.0]
        let value = zip(numbers, weights).reduce(0) { $0 + $1.0 * $1.1 }
        return upper[letterIndex] == hemispheres.1 ? -value : value
    }
}
