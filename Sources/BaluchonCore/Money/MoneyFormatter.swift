import Foundation

/// Formats amounts as people of each interface language write them, with Foundation's locale data:
/// `1 234,50 €` in French, `€1,234.50` and `¥1,234` in English.
public enum MoneyFormatter {
    static let locales: [UILanguage: Locale] = [.en: Locale(identifier: "en_US"), .fr: Locale(identifier: "fr_FR")]

    /// `amount` in `currency`, with exactly `minorUnits` decimals.
    public static func format(_ amount: Decimal, currency: CurrencyCode, minorUnits: Int, language: UILanguage) -> String {
        amount.formatted(
            .currency(code: currency.rawValue).locale(locales[language]!).precision(.fractionLength(minorUnits)))
    }

    /// A rate with up to `significantDigits` significant digits, grouped as the language does.
    public static func formatRate(_ rate: Decimal, language: UILanguage, significantDigits: Int = 6) -> String {
        rate.rounded(significantDigits: significantDigits)
            .formatted(.number.locale(locales[language]!).precision(.fractionLength(0...12)))
    }
}
