import Foundation
import Synchronization

/// Formats amounts as people of each interface language write them, with Foundation's locale data:
/// `1 234,50 €` in French, `€1,234.50` and `¥1,234` in English.
public enum MoneyFormatter {
    static let locales: [UILanguage: Locale] = [.en: Locale(identifier: "en_US"), .fr: Locale(identifier: "fr_FR")]

    private struct StyleKey: Hashable {
        var currency: CurrencyCode
        var digits: Int
        var language: UILanguage
    }

    /// Built styles, kept: building one costs more than formatting with it.
    private static let styles = Mutex<[StyleKey: Decimal.FormatStyle.Currency]>([:])

    /// `amount` in `currency`, with exactly `minorUnits` decimals.
    public static func format(_ amount: Decimal, currency: CurrencyCode, minorUnits: Int, language: UILanguage) -> String {
        let key = StyleKey(currency: currency, digits: minorUnits, language: language)
        let style =
            styles.withLock { $0[key] }
            ?? {
                let made = Decimal.FormatStyle.Currency(code: currency.rawValue, locale: locales[language]!)
                    .precision(.fractionLength(minorUnits))
                styles.withLock { $0[key] = made }
                return made
            }()
        return amount.formatted(style)
    }

    /// A rate with up to `significantDigits` significant digits, grouped as the language does.
    public static func formatRate(_ rate: Decimal, language: UILanguage, significantDigits: Int = 6) -> String {
        rate.rounded(significantDigits: significantDigits)
            .formatted(.number.locale(locales[language]!).precision(.fractionLength(0...12)))
    }
}
