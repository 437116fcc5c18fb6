import Foundation

extension Decimal {
    /// Significant digits of a precise quotient (truncated), as many as a Decimal holds.
    public static let quotientDigits = 38

    /// `self ÷ divisor` to ``quotientDigits`` significant digits, truncated; exact when the quotient ends
    /// within them. Foundation's `/` keeps only about 38 minus the divisor's digits (1 ÷ a 30-digit number
    /// gives 8 correct digits), too few for a calculator. Operands are first rounded to 36 significant
    /// digits so that the long division below stays within Decimal's exact integers.
    public func dividedPrecisely(by divisor: Decimal) -> Decimal {
        precondition(!divisor.isZero, "division by zero")
        if isZero || isNaN || divisor.isNaN { return isNaN || divisor.isNaN ? .nan : 0 }
        let negative = (self < 0) != (divisor < 0)
        let (numerator, numeratorExponent) = magnitude.integerParts()
        var (denominator, denominatorExponent) = divisor.magnitude.integerParts()
        // Scale the numerator so that denominator ≤ remainder < 10 × denominator: the first quotient digit is a unit.
        var remainder = numerator
        var exponent = numeratorExponent - denominatorExponent
        let shift = denominator.integerDigitCount - remainder.integerDigitCount
        if shift > 0 {
            remainder *= Decimal(sign: .plus, exponent: shift, significand: 1)
            exponent -= shift
        } else if shift < 0 {
            denominator *= Decimal(sign: .plus, exponent: -shift, significand: 1)
            exponent -= shift
        }
        if remainder < denominator {
            remainder *= 10
            exponent -= 1
        }
        var quotient = Decimal(0)
        var produced = 0
        // exponent is the power of ten of the next digit; stay above Decimal's smallest exponent.
        while produced < Self.quotientDigits, exponent >= -127 {
            var digit = 0
            while remainder >= denominator {
                remainder -= denominator
                digit += 1
            }
            quotient = quotient * 10 + Decimal(digit)
            produced += 1
            if remainder.isZero { break }
            remainder *= 10
            exponent -= 1
        }
        let lastExponent = remainder.isZero ? exponent : exponent + 1
        let result = Decimal(sign: .plus, exponent: lastExponent, significand: quotient)
        return negative ? -result : result
    }

    /// This non-negative value as an integer mantissa (at most 36 digits) and a power of ten.
    private func integerParts() -> (mantissa: Decimal, exponent: Int) {
        let rounded = self.rounded(significantDigits: 36)
        return (rounded.significand, Int(rounded.exponent))
    }

    /// Digits of a non-negative integer value.
    var integerDigitCount: Int { isZero ? 1 : magnitudeExponent + 1 }
}
