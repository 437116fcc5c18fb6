import Foundation
import Testing

@testable import BaluchonCore

@Suite("Country facts and local time")
struct CountryFactsTests {
    static let catalog = try! CountryCatalog.parse(
        """
        # GeoNames countryInfo
        #ISO\tISO3\tISO-Numeric\tfips\tCountry\tCapital\tArea(in sq km)\tPopulation\tContinent\ttld\tCurrencyCode\tCurrencyName\tPhone\tPostal Code Format\tPostal Code Regex\tLanguages\tgeonameid\tneighbours\tEquivalentFipsCode
        DE\tDEU\t276\tGM\tGermany\tBerlin\t357021\t82927922\tEU\t.de\tEUR\tEuro\t49\t#####\t^(\\d{5})$\tde\t2921044\tCH,PL,NL,DK,BE,CZ,LU,FR,AT\t
        AG\tATG\t028\tAC\tAntigua and Barbuda\tSt. John's\t443\t96286\tNA\t.ag\tXCD\tDollar\t+1-268\t\t\ten-AG\t3576396\t\t\r
        AQ\tATA\t010\tAY\tAntarctica\t\t14000000\t0\tAN\t.aq\t\t\t\t\t\t\t6697173\t\t

        """)

    @Test("reads countryInfo, comments and CRLF included")
    func parses() throws {
        #expect(Self.catalog.records.map(\.code) == ["AG", "AQ", "DE"])
        #expect(Self.catalog.country("de")?.neighbours.count == 9)
        #expect(Self.catalog.country("AG")?.callingCode == "+1-268")
        #expect(Self.catalog.country("DE")?.callingCode == "+49")
        #expect(Self.catalog.country("AQ")?.callingCode == nil)
    }

    @Test("refuses a file that is not countryInfo")
    func refuses() {
        #expect(throws: GeoNamesDataError.self) { try CountryCatalog.parse("# only comments\n") }
        #expect(throws: GeoNamesDataError.self) { try CountryCatalog.parse("12\tParis\tParis\n") }
    }

    @Test("names everything in the interface language")
    func localised() throws {
        let facts = CountryFacts(Self.catalog.country("DE")!, timeZones: ["Europe/Berlin"], language: .fr)
        #expect(facts.name == "Allemagne")
        #expect(facts.currency == .init(code: "EUR", name: "euro"))
        #expect(facts.languages.first?.name == "allemand")
        #expect(facts.neighbours.first == .init(code: "CH", name: "Suisse"))
        #expect(facts.continent?.name == "Europe")
        #expect(facts.defaults == .init(currency: "EUR", language: "de", timeZone: "Europe/Berlin"))
        let english = CountryFacts(Self.catalog.country("AG")!, timeZones: [], language: .en)
        #expect(english.name == "Antigua & Barbuda" || english.name == "Antigua and Barbuda")
        #expect(english.currency?.name == "East Caribbean Dollar")
        #expect(english.languages.first?.name == "English (Antigua & Barbuda)" || english.languages.first?.name == "English (Antigua and Barbuda)")
        let antarctica = CountryFacts(Self.catalog.country("AQ")!, timeZones: [], language: .en)
        #expect(antarctica.currency == nil && antarctica.defaults.language == nil)
    }

    @Test(
        "gives the local time in any zone",
        arguments: [
            ("Europe/Paris", "2025-01-15T13:00:00+01:00", "13:00"), ("Europe/Paris", "2025-01-15T13:00:00+01:00", "13:00"),
            ("Asia/Kolkata", "2025-01-15T17:30:00+05:30", "17:30"), ("America/St_Johns", "2025-01-15T08:30:00-03:30", "08:30"),
            ("Pacific/Kiritimati", "2025-01-16T02:00:00+14:00", "02:00"), ("UTC", "2025-01-15T12:00:00+00:00", "12:00"),
        ])
    func localTime(zone: String, iso: String, clock: String) throws {
        let noon = Date(timeIntervalSince1970: 1_736_942_400)
        let time = try #require(LocalTime(timeZone: zone, at: noon))
        #expect(time.iso8601 == iso)
        #expect(time.time == clock)
    }

    @Test("follows summer time and refuses unknown zones")
    func summer() {
        let july = Date(timeIntervalSince1970: 1_752_580_800)
        #expect(LocalTime(timeZone: "Europe/Paris", at: july)?.utcOffsetSeconds == 7200)
        #expect(LocalTime(timeZone: "Mars/Olympus", at: july) == nil)
        #expect(LocalTime(timeZone: "", at: july) == nil)
    }

    @Test("computes civil dates (Gregorian since 1700)")
    func civilDates() {
        var generator = SeededGenerator(state: 3)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for _ in 0..<200 {
            let days = Int.random(in: -100_000...200_000, using: &generator)
            let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
            let civil = PlaceClock.civilDate(daysSinceEpoch: days)
            #expect([civil.year, civil.month, civil.day] == [parts.year, parts.month, parts.day])
        }
    }
}
