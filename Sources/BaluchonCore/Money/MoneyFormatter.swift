import Foundation
import Synchronization

/// Formats amounts as people of each interface language write them, with Foundation's locale data:
/// `1 234,50 €` in French, `€1,234.50` and `¥1,234` in English.
public enum MoneyFormatter {
    static let locales = Dictionary(uniqueKeysWithValues: UILanguage.allCases.map { ($0, $0.locale) })

    private struct StyleKey: Hashable {
        var currency: CurrencyCode
        var digits: Int
        var language: UILanguage
    }

    private struct Style: Sendable {
        var style: Decimal.FormatStyle.Currency
        /// The same output for plain amounts, learnt from Foundation and much cheaper; nil when unusable.
        var pattern: CurrencyPattern?
    }

    /// Built styles, kept: building one costs more than formatting with it.
    private static let styles = Mutex<[StyleKey: Style]>([:])

    /// `amount` in `currency`, with exactly `minorUnits` decimals. `plainText`, when given, is the amount's
    /// ``Decimal/plainText`` and the amount has at most `minorUnits` decimals (it spares work on hot paths).
    public static func format(
        _ amount: Decimal, currency: CurrencyCode, minorUnits: Int, language: UILanguage, plainText: String? = nil
    ) -> String {
        let key = StyleKey(currency: currency, digits: minorUnits, language: language)
        let known =
            styles.withLock { $0[key] }
            ?? {
                let style = Decimal.FormatStyle.Currency(code: currency.rawValue, locale: locales[language]!)
                    .precision(.fractionLength(minorUnits))
                let made = Style(style: style, pattern: CurrencyPattern(style: style, digits: minorUnits))
                styles.withLock { $0[key] = made }
                return made
            }()
        return known.pattern?.format(amount, plain: plainText) ?? amount.formatted(known.style)
    }

    /// A rate with up to `significantDigits` significant digits, grouped as the language does.
    public static func formatRate(_ rate: Decimal, language: UILanguage, significantDigits: Int = 6) -> String {
        rate.rounded(significantDigits: significantDigits)
            .formatted(.number.locale(locales[language]!).precision(.fractionLength(0...12)))
    }
}
