import Foundation

/// Reads an amount of money typed by a person or sent to the API: digits with “.” or “,” as the
/// decimal separator, no thousands separator, not negative, below a billion millions.
public enum AmountParser {
    /// Amounts must stay below this (10^15): beyond, no traveller's question makes sense.
    public static let limit = Decimal(sign: .plus, exponent: 15, significand: 1)
    /// Most digits accepted after the separator.
    public static let maximumFractionDigits = 12
    static let posix = Locale(identifier: "en_US_POSIX")

    public static func parse(_ text: String) throws(MoneyError) -> Decimal {
        // Plain Character work (no Foundation string bridging): this runs for every conversion.
        var body = text[...].drop { $0 == " " || $0 == "\t" }
        while let last = body.last, last == " " || last == "\t" { body = body.dropLast() }
        guard !body.isEmpty else { throw .invalidAmount(text) }
        var negative = false
        if body.first == "-" || body.first == "−" {
            negative = true
            body = body.dropFirst()
        } else if body.first == "+" {
            body = body.dropFirst()
        }
        let parts = body.split(separator: body.contains(where: { $0 == "," }) ? "," : ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts.contains(where: { !$0.isEmpty })
        else { throw .invalidAmount(text) }
        guard parts.count < 2 || parts[1].count <= maximumFractionDigits else { throw .invalidAmount(text) }
        let integerDigits = parts[0].drop { $0 == "0" }
        guard integerDigits.count <= 15 else { throw .amountTooLarge(limit: limit) }
        let value = try decimal(integer: parts[0], fraction: parts.count == 2 ? parts[1] : "", text: text)
        guard value < limit else { throw .amountTooLarge(limit: limit) }
        if negative && !value.isZero { throw .negativeAmount }
        return value
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
