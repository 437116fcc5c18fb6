import Foundation

/// Reads an amount of money typed by a person or sent to the API, in the interface language, with the rule of
/// the web app's `amount.js` (the two are checked against `Tests/Fixtures/money/amounts.json`): when both “.”
/// and “,” appear, the last is the decimal separator and the other groups thousands; one mark written several
/// times groups thousands; a single one followed by exactly three digits after one to three others reads as the
/// language would (“1,500” is 1500 in English and 1.5 in French; “1.500” is 1.5 in English and refused in French,
/// where it could be either); spaces group thousands; groups have exactly three digits. Not negative, below a
/// billion millions.
public enum AmountParser {
    /// Amounts must stay below this (10^15): beyond, no traveller's question makes sense.
    public static let limit = Decimal(sign: .plus, exponent: 15, significand: 1)
    /// Most digits accepted after the separator.
    public static let maximumFractionDigits = 12
    static let posix = Locale(identifier: "en_US_POSIX")

    public static func parse(_ text: String, language: UILanguage = .en) throws(MoneyError) -> Decimal {
        // Plain Character work (no Foundation string bridging): this runs for every conversion.
        var body = text[...].drop { $0.isWhitespace }
        while let last = body.last, last.isWhitespace { body = body.dropLast() }
        guard !body.isEmpty else { throw .invalidAmount(text) }
        var negative = false
        if body.first == "-" || body.first == "−" {
            negative = true
            body = body.dropFirst()
        } else if body.first == "+" {
            body = body.dropFirst()
        }
        guard let (integer, fraction) = digits(of: body, language: language), !(integer.isEmpty && fraction.isEmpty) else {
            throw .invalidAmount(text)
        }
        guard fraction.count <= maximumFractionDigits else { throw .invalidAmount(text) }
        let integerDigits = integer.drop { $0 == "0" }
        guard integerDigits.count <= 15 else { throw .amountTooLarge(limit: limit) }
        let value = try decimal(integer: integer[...], fraction: fraction, text: text)
        guard value < limit else { throw .amountTooLarge(limit: limit) }
        if negative && !value.isZero { throw .negativeAmount }
        return value
    }

    /// The integer digits, grouping taken out, and the fraction digits of `body`; nil when it is no amount.
    static func digits(of body: Substring, language: UILanguage) -> (integer: String, fraction: Substring)? {
        let isDigit = { (character: Character) in character.isASCII && character.isNumber }
        let isGroup = { (group: Substring) in (1...3).contains(group.count) && group.first != "0" && group.allSatisfy(isDigit) }
        let marks = body.filter { $0 == "." || $0 == "," }
        var decimal: Character?
        var grouping: Character?
        if Set(marks).count == 2 {
            decimal = marks.last
            guard marks.filter({ $0 == decimal }).count == 1 else { return nil }
            grouping = decimal == "," ? "." : ","
        } else if let mark = marks.first {
            let parts = body.split(separator: mark, omittingEmptySubsequences: false)
            if marks.count > 1 {
                grouping = mark
            } else if parts[1].count == 3, parts[1].allSatisfy(isDigit), isGroup(parts[0]), mark != (language == .fr ? "," : ".") {
                guard language != .fr else { return nil }  // “1.500” in French: 1 500 or 1,5?
                grouping = mark
            } else {
                decimal = mark
            }
        }
        let parts = decimal.map { body.split(separator: $0, omittingEmptySubsequences: false) } ?? [body]
        let (integer, fraction) = (parts[0], parts.count == 2 ? parts[1] : "")
        guard fraction.allSatisfy(isDigit) else { return nil }
        let spaced = integer.contains(where: \.isWhitespace)
        if spaced && (grouping != nil || integer.first?.isWhitespace == true || integer.last?.isWhitespace == true) { return nil }
        let groups =
            spaced
            ? integer.split(omittingEmptySubsequences: false, whereSeparator: \.isWhitespace)
            : grouping.map { integer.split(separator: $0, omittingEmptySubsequences: false) } ?? [integer]
        if groups.count > 1 {
            guard isGroup(groups[0]), groups.dropFirst().allSatisfy({ $0.count == 3 && $0.allSatisfy(isDigit) }) else { return nil }
        } else {
            guard integer.allSatisfy(isDigit) else { return nil }
        }
        return (groups.joined(), fraction)
    }

    /// The value of validated digits: built from an integer when it fits (the common case, and much
    /// cheaper than parsing text), else parsed.
    private static func decimal(integer: Substring, fraction: Substring, text: String) throws(MoneyError) -> Decimal {
        if integer.count + fraction.count <= 18 {
            var mantissa: UInt64 = 0
            for character in integer { mantissa = mantissa * 10 + UInt64(character.asciiValue! - 48) }
            for character in fraction { mantissa = mantissa * 10 + UInt64(character.asciiValue! - 48) }
            return Decimal(sign: .plus, exponent: -fraction.count, significand: Decimal(mantissa))
        }
        let normalized = (integer.isEmpty ? "0" : String(integer)) + (fraction.isEmpty ? "" : "." + fraction)
        guard let value = Decimal(string: normalized, locale: posix) else { throw .invalidAmount(text) }
        return value
    }
}
