import BaluchonCore
import Foundation
import Testing

@Suite struct CurrencyConverterTests {
    let converter = CurrencyConverter()
    let table = RateTable(
        base: .eur, day: CalendarDay("2026-10-30")!, publishedAt: Date(timeIntervalSince1970: 0),
        rates: [
            CurrencyCode("USD")!: Decimal(string: "1.1172")!, CurrencyCode("JPY")!: Decimal(string: "175.68")!,
            CurrencyCode("GBP")!: Decimal(string: "0.8338")!, CurrencyCode("KWD")!: Decimal(string: "0.3432")!,
            CurrencyCode("IDR")!: Decimal(string: "20275.17")!, CurrencyCode("ZAR")!: -1,
        ])

    @Test(arguments: [
        ("100", "EUR", "USD", "111.72"),
        ("100", "USD", "EUR", "89.51"),  // 100 / 1.1172 = 89.5094…
        ("100", "USD", "JPY", "15725"),  // 100 × 175.68 / 1.1172 = 15725.03…
        ("1234.5", "GBP", "KWD", "508.132"),  // 1234.5 × 0.3432 / 0.8338 = 508.1319…
        ("0.01", "EUR", "JPY", "2"),
        ("0", "EUR", "USD", "0"),
        ("42.424", "EUR", "EUR", "42.42"),
    ])
    func convertsThroughCrossRates(_ amount: String, _ from: String, _ to: String, _ expected: String) throws {
        let conversion = try converter.convert(Decimal(string: amount)!, from: CurrencyCode(from)!, to: CurrencyCode(to)!, table: table)
        #expect(conversion.result == Decimal(string: expected)!)
        #expect(conversion.day == table.day)
    }

    @Test func crossRateIsTheRatioOfRates() throws {
        let rate = try #require(table.rate(from: .usd, to: CurrencyCode("JPY")!))
        #expect((rate * Decimal(string: "1.1172")!).rounded(scale: 10) == Decimal(string: "175.68")!)
        #expect(table.rate(from: .eur, to: .eur) == 1)
    }

    @Test func keepsDecimalsExact() throws {
        let tenths = RateTable(base: .eur, day: table.day, publishedAt: table.publishedAt, rates: [.usd: Decimal(string: "0.1")!])
        let conversion = try converter.convert(Decimal(string: "0.3")!, from: .eur, to: .usd, table: tenths)
        #expect(conversion.result == Decimal(string: "0.03")!)
    }

    @Test func dropsNonPositiveRatesAndRebases() throws {
        #expect(!table.contains(CurrencyCode("ZAR")!))
        let dollars = try #require(table.rebased(to: .usd))
        #expect(dollars.base == .usd)
        #expect(dollars.rates[.usd] == 1)
        #expect(dollars.rates[.eur] == Decimal(string: "0.895094880057")!)
    }

    @Test func explainsUnknownAndUnquotedCurrencies() {
        #expect(throws: MoneyError.unknownCurrency("EUT", suggestions: [.eur])) { try converter.currency("EUT", in: table, source: "ecb") }
        #expect(throws: MoneyError.currencyNotQuoted(CurrencyCode("THB")!, source: "ecb", day: table.day)) {
            try converter.currency("thb", in: table, source: "ecb")
        }
        #expect(throws: MoneyError.self) { try converter.currency("", in: table, source: "ecb") }
        #expect((try? converter.currency("usd", in: table, source: "ecb")) == .usd)
    }
}
