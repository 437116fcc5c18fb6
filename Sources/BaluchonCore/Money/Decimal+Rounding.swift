import Foundation

extension Decimal {
    /// Rounded to `scale` digits after the decimal point (half away from zero unless told otherwise).
    public func rounded(scale: Int, _ mode: NSDecimalNumber.RoundingMode = .plain) -> Decimal {
        var source = self
        var result = Decimal()
        NSDecimalRound(&result, &source, scale, mode)
        return result
    }

    /// Rounded to `digits` significant digits, half away from zero.
    public func rounded(significantDigits digits: Int) -> Decimal {
        guard !isZero, !isNaN else { return self }
        return rounded(scale: digits - 1 - magnitudeExponent)
    }

    /// The power of ten of the leading digit: 0 for 1…9.99, 2 for 123, −3 for 0.00123.
    var magnitudeExponent: Int {
        // The significand is an integer below 2^128: its digit count is found by comparing with powers
        // of ten (a binary search), far cheaper than dividing.
        let mantissa = significand.magnitude
        var low = 0
        var high = Self.powersOfTen.count - 1
        while low < high {
            let middle = (low + high) / 2
            if mantissa < Self.powersOfTen[middle + 1] { high = middle } else { low = middle + 1 }
        }
        return Int(exponent) + low
    }

    /// 10^0 … 10^40.
    static let powersOfTen: [Decimal] = (0...40).map { Decimal(sign: .plus, exponent: $0, significand: 1) }

    /// Digits after the decimal point as written (`12.50` has 2, `100` has 0).
    public var fractionDigits: Int { isNaN ? 0 : max(0, -Int(exponent)) }

    /// Plain notation with “.” and no exponent or trailing zeros: `1234.5`, `-0.001`, `2`.
    public var plainText: String {
        guard !isNaN else { return "NaN" }
        if isZero { return "0" }
        // Character-level checks only: Foundation's substring search is costly on this hot path.
        var text = description
        if text.contains(where: { $0 == "." }), !text.contains(where: { $0 == "e" || $0 == "E" }) {
            while text.last == "0" { text.removeLast() }
            if text.last == "." { text.removeLast() }
        }
        return text
    }
}
