import BaluchonCore
import Foundation
import Testing

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
