import BaluchonCore
import BaluchonProviders
import Foundation
import Logging
import Testing

/// The gazetteer the product ships: all of cities500 and countryInfo, answering offline.
@Suite("Shipped gazetteer")
struct ShippedGazetteerTests {
    static let gazetteer: Gazetteer = try! GazetteerLoader.load(
        storage: GazetteerStorage(directory: URL(fileURLWithPath: "/nonexistent")), logger: Logger(label: "test"))

    @Test("holds the 234,908 places of cities500 and 252 countries")
    func counts() {
        #expect(Self.gazetteer.index.places.count == 234_908)
        #expect(Self.gazetteer.countries.records.count == 252)
        #expect(Self.gazetteer.index.info.source == "cities500.txt.gz")
    }

    @Test(
        "answers the issue's examples",
        arguments: [
            ("sao paulo", "São Paulo", "BR"), ("Kemper", "Quimper", "FR"), ("坎佩尔", "Quimper", "FR"), ("Pariss", "Paris", "FR"),
            ("東京", "Tokyo", "JP"), ("new york", "New York City", "US"), ("münchen", "Munich", "DE"), ("Londres", "London", "GB"),
        ])
    func examples(text: String, name: String, country: String) throws {
        let first = try #require(Self.gazetteer.search(try PlaceQuery(text: text), language: .en, now: Date()).first)
        #expect(first.name == name && first.countryCode == country)
        #expect(first.timeZone != nil && first.localTime != nil && first.population != nil)
    }

    @Test("filters by country")
    func country() throws {
        let results = Self.gazetteer.search(try PlaceQuery(text: "paris", country: "US", limit: 5), language: .fr, now: Date())
        #expect(results.count == 5 && results.allSatisfy { $0.countryCode == "US" && $0.countryName == "États-Unis" })
    }

    @Test("finds the nearest place")
    func nearest() throws {
        let found = Self.gazetteer.nearest(to: try Coordinate(latitude: 47.9960, longitude: -4.1024), limit: 1, language: .en, now: Date())
        #expect(found.first?.name == "Quimper")
    }

    @Test("gives country facts with time zones")
    func facts() throws {
        let france = try Self.gazetteer.country("fr", language: .fr)
        #expect(france.name == "France" && france.currency?.code == "EUR" && france.callingCode == "+33")
        #expect(france.timeZones.first == "Europe/Paris" && france.defaults.language == "fr")
        let usa = try Self.gazetteer.country("US", language: .en)
        #expect(usa.timeZones.first == "America/New_York" && usa.timeZones.count > 5)
        #expect(throws: PlacesError.unknownCountry("XX")) { try Self.gazetteer.country("XX", language: .en) }
    }
}
