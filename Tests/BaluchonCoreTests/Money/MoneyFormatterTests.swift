import Foundation
import Testing

@testable import BaluchonCore

@Suite struct MoneyFormatterTests {
    /// ICU separates French thousands with a narrow no-break space and the symbol with a no-break space.
    func plainSpaces(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    @Test(arguments: [
        ("1234.5", "EUR", 2, UILanguage.fr, "1 234,50 €"),
        ("1234", "JPY", 0, .en, "¥1,234"),
        ("1234.5", "EUR", 2, .en, "€1,234.50"),
        ("1234.567", "KWD", 3, .en, "KWD 1,234.567"),
        ("0.5", "USD", 2, .fr, "0,50 $US"),
    ])
    func formatsPerLanguage(_ amount: String, _ code: String, _ digits: Int, _ language: UILanguage, _ expected: String) {
        let text = MoneyFormatter.format(Decimal(string: amount)!, currency: CurrencyCode(code)!, minorUnits: digits, language: language)
        #expect(plainSpaces(text) == expected)
    }

    @Test func formatsRates() {
        #expect(MoneyFormatter.formatRate(Decimal(string: "1.11720000")!, language: .fr) == "1,1172")
        #expect(MoneyFormatter.formatRate(Decimal(string: "0.00123456789")!, language: .en) == "0.00123457")
    }
}

@Suite struct CurrencyPatternTests {
    /// The fast path writes exactly what Foundation writes, for every currency in both languages.
    @Test func matchesFoundationForEveryCurrency() throws {
        var random = SeededGenerator(state: 42)
        var checked = 0
        for code in CurrencyCatalog.standard.codes {
            let digits = CurrencyCatalog.standard.info(for: code)!.minorUnits
            for language in UILanguage.allCases {
                for _ in 0..<8 {
                    let cents = Int64.random(in: 0...999_999_999_999, using: &random)
                    let amount = Decimal(sign: .plus, exponent: -digits, significand: Decimal(cents))
                    let style = Decimal.FormatStyle.Currency(code: code.rawValue, locale: MoneyFormatter.locales[language]!)
                        .precision(.fractionLength(digits))
                    #expect(MoneyFormatter.format(amount, currency: code, minorUnits: digits, language: language) == amount.formatted(style))
                    checked += 1
                }
            }
        }
        #expect(checked > 4_000)
    }
}
