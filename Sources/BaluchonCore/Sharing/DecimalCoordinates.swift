import Foundation

/// Coordinates typed by a person, by one rule that the phone's reader (`readDecimal` in
/// `Public/js/saved/point-decode.js`, which the weather search uses too) follows as well, both checked against
/// `Tests/Fixtures/sharing/point-decode.json`. The text, trimmed, is one of:
///
/// - decimal points: two numbers as `Double` reads them (`48.8584`, `-4`, `1e-3`) between commas, semicolons
///   and blanks, as many as written: `43.7384,7.4246`, `43.7384, 7.4246`, `48.8584;2.2945`, `-33.8688 151.2093`,
///   `48,2` (two whole numbers);
/// - decimal commas, as French writes them: two numbers `[+-]digits[,digits]` separated by blanks, by a
///   semicolon with or without blanks, or by a comma followed by blanks: `43,7384 7,4246`, `43,7384;7,4246`,
///   `43,7384 ; 7,4246`, `43,7384, 7,4246`, `43 7,4246`. A decimal comma has a digit on each side, a separating
///   comma a blank after it; a text where that does not tell them apart (`43,7,4`, `43,7384,7,4246`), or that
///   mixes a decimal point and a decimal comma (`43.7384 7,4246`), is not coordinates;
/// - degrees, minutes and seconds with hemispheres: `48°51'30.2"N 2°17'40.2"E`, `48.8584N 2.2945E`.
///
/// Blanks are Unicode White_Space: spaces, the no-break spaces French puts before a semicolon, tabs, new lines.
/// A valid geohash (1 to 12 of its symbols, in either case) is never coordinates, even when its letters read as
/// hemispheres: `108e6s` is a geohash, not 6°S 108°E; it cannot be two numbers, having no separator.
enum DecimalCoordinates {
    /// nil when the text does not look like coordinates at all; an error when it does but is not on Earth.
    static func parse(_ text: String) throws(SharingError) -> SharedPoint? {
        if isGeohash(text) { return nil }
        if let decimal = pointPair(text) ?? commaPair(text) { return try SharedPoint(latitude: decimal.0, longitude: decimal.1) }
        guard let latitude = sexagesimal(text, hemispheres: ("N", "S")), let longitude = sexagesimal(text, hemispheres: ("E", "W"))
        else { return nil }
        return try SharedPoint(latitude: latitude, longitude: longitude)
    }

    /// 1 to 12 geohash symbols and nothing else.
    static func isGeohash(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return (1...Geohash.maximumPrecision).contains(lowered.count) && lowered.allSatisfy { Geohash.alphabet.contains($0) }
    }

    static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

    /// Decimal points: exactly two numbers between commas, semicolons and blanks.
    static func pointPair(_ text: String) -> (Double, Double)? {
        let parts = text.unicodeScalars.split(whereSeparator: { $0 == "," || $0 == ";" || isBlank($0) })
        guard parts.count == 2, let latitude = Double(Substring(parts[0])), let longitude = Double(Substring(parts[1])) else { return nil }
        return (latitude, longitude)
    }

    /// Decimal commas: a number, a separator (blanks, a semicolon, or a comma followed by blanks), a number.
    static func commaPair(_ text: String) -> (Double, Double)? {
        var rest = Substring(text).unicodeScalars
        guard let latitude = commaNumber(&rest), separator(&rest), let longitude = commaNumber(&rest), rest.isEmpty else { return nil }
        return (latitude, longitude)
    }

    /// `[+-]digits[,digits]` taken from the start of `rest`.
    static func commaNumber(_ rest: inout Substring.UnicodeScalarView) -> Double? {
        var number = ""
        if let sign = rest.first, sign == "-" || sign == "+" { number.unicodeScalars.append(rest.removeFirst()) }
        let whole = digits(&rest)
        guard !whole.isEmpty else { return nil }
        number += whole
        if rest.first == ",", let next = rest.dropFirst().first, isDigit(next) {
            rest.removeFirst()
            number += "." + digits(&rest)
        }
        return Double(number)
    }

    /// Blanks, a semicolon or a comma among them, taken from the start of `rest`: whether they separate two numbers.
    static func separator(_ rest: inout Substring.UnicodeScalarView) -> Bool {
        let before = blanks(&rest)
        guard let mark = rest.first, mark == ";" || mark == "," else { return before > 0 }
        rest.removeFirst()
        let after = blanks(&rest)
        return mark == ";" || after > 0
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func digits(_ rest: inout Substring.UnicodeScalarView) -> String {
        var taken = ""
        while let scalar = rest.first, isDigit(scalar) { taken.unicodeScalars.append(rest.removeFirst()) }
        return taken
    }

    /// How many blanks were taken from the start of `rest`.
    static func blanks(_ rest: inout Substring.UnicodeScalarView) -> Int {
        var count = 0
        while let scalar = rest.first, isBlank(scalar) {
            rest.removeFirst()
            count += 1
        }
        return count
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
