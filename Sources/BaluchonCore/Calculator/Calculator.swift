import Foundation

/// The calculator's one evaluator, shared by the API, the CLI and the tests (the web app's JavaScript
/// twin is checked against it): + − × ÷ with precedence, parentheses, percent and sign, in exact decimals.
public enum Calculator {
    /// Longest calculation accepted, in characters.
    public static let maximumLength = 1_000
    /// Most digits in one number.
    public static let maximumDigits = 30
    /// Deepest nesting of parentheses.
    public static let maximumNesting = 50

    /// Evaluates `expression` as people write it in `language`: “.” is always a decimal separator, and so
    /// is the language's own (“,” in French). `a + b%` adds b percent of a.
    public static func evaluate(_ expression: String, language: UILanguage = .en) throws(CalculatorError) -> CalculationResult {
        guard expression.count <= maximumLength else { throw .tooLong(limit: maximumLength) }
        guard expression.contains(where: { !$0.isWhitespace }) else { throw .empty }
        let separators = Set(".\(language.locale.decimalSeparator ?? ".")")
        let tokens = try CalculatorToken.tokenize(expression, decimalSeparators: separators)
        let node = try CalculatorParser.parse(tokens, endPosition: expression.count + 1)
        return CalculationResult(value: try node.evaluate())
    }
}

/// A calculation's value, with the forms people and programs read.
public struct CalculationResult: Sendable, Equatable {
    /// Significant digits shown: the exact value keeps up to 38.
    public static let displayedDigits = 15

    /// The exact Decimal value.
    public let value: Decimal

    public init(value: Decimal) {
        self.value = value
    }

    /// The value as shown: fractions rounded to ``displayedDigits`` significant digits (integers keep
    /// every digit), in plain notation with “.” and no trailing zeros (`0.3`, `-1234.5`, `2`). The
    /// JavaScript twin must produce exactly this text.
    public var canonical: String { displayed.plainText }

    /// The value rounded as shown.
    public var displayed: Decimal {
        value.isZero ? 0 : value.rounded(scale: max(0, Self.displayedDigits - 1 - value.magnitudeExponent))
    }

    /// The displayed value in `language`'s notation, grouped by thousands (`1 234,5` in French).
    public func formatted(in language: UILanguage) -> String {
        let rounded = displayed
        return rounded.formatted(.number.locale(language.locale).precision(.fractionLength(0...Self.displayedDigits)))
    }
}
