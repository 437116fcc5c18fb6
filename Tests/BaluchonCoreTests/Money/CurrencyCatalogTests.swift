import BaluchonCore
import Testing

@Suite struct CurrencyCatalogTests {
    let catalog = CurrencyCatalog.standard

    @Test(arguments: [("JPY", 0), ("EUR", 2), ("USD", 2), ("KWD", 3), ("BHD", 3), ("CLF", 4), ("ISK", 0)])
    func knowsMinorUnits(_ code: String, _ digits: Int) throws {
        #expect(try #require(catalog.info(for: CurrencyCode(code)!)).minorUnits == digits)
    }

    @Test func namesCurrenciesInBothLanguages() throws {
        let dollar = try #require(catalog.info(for: .usd))
        #expect(dollar.name(in: .fr) == "dollar des États-Unis")
        #expect(dollar.name(in: .en) == "US Dollar")
        #expect(try #require(catalog.info(for: .eur)).symbol(in: .fr) == "€")
        #expect(catalog.codes.count > 250)
    }

    @Test func knowsOnlyIsoCodes() {
        #expect(!catalog.contains(CurrencyCode("GGP")!))
        #expect(!catalog.contains(CurrencyCode("XYZ")!))
        #expect(catalog.contains(CurrencyCode("CYP")!))
    }

    @Test(arguments: [("EUT", "EUR"), ("UDS", "USD"), ("yen", "JPY"), ("franc suisse", "CHF"), ("jyp", "JPY")])
    func suggestsNearestCodes(_ typed: String, _ expected: String) {
        let quoted = ["EUR", "USD", "JPY", "CHF", "GBP", "ETB", "THB"].compactMap { CurrencyCode($0) }
        #expect(catalog.suggestions(for: typed, among: quoted).contains(CurrencyCode(expected)!))
    }

    @Test func parsesCodesLeniently() {
        #expect(CurrencyCode(" eur ")?.rawValue == "EUR")
        #expect(CurrencyCode("EURO") == nil)
        #expect(CurrencyCode("E1R") == nil)
        #expect(CurrencyCode("ÉUR") == nil)
    }
}
