import BaluchonCore
import FixtureServer
import Foundation
import Testing

@testable import BaluchonToolkit

@Suite("Weather places found in the gazetteer")
struct WeatherPlacesTests {
    /// One harness for the suite: loading the whole gazetteer takes a while in debug builds.
    static let shared = Task { try await WeatherHarness(gazetteer: true) }

    func locate(_ text: String, language: UILanguage = .en) async throws -> WeatherLocation {
        try await Self.shared.value.service.locate(try WeatherPlace.parse(text), language: language)
    }

    @Test(arguments: [
        ("New York", "geonames:5128581", "US", "America/New_York"),
        ("Quimper", "geonames:2984701", "FR", "Europe/Paris"),
        ("quimper", "geonames:2984701", "FR", "Europe/Paris"),
        ("geonames:2984701", "geonames:2984701", "FR", "Europe/Paris"),
        ("Paris, US", nil, "US", nil),
    ])
    func namesAndIdsAreFound(text: String, id: String?, country: String, zone: String?) async throws {
        let location = try await locate(text)
        if let id { #expect(location.placeID == id) }
        #expect(location.countryCode == country)
        if let zone { #expect(location.timeZone == zone) }
        #expect(location.query == text)
    }

    @Test func aTypoIsRefusedWithSuggestions() async throws {
        await #expect {
            try await locate("Quimpr")
        } throws: { error in
            guard case .unknown(let name, let suggestions) = error as? PlaceLookupError else { return false }
            return name == "Quimpr" && suggestions.contains("Quimper (FR)")
        }
    }

    @Test(arguments: ["Nowhere-sur-Mer-de-Rien", "geonames:999999999"])
    func unknownPlacesAreRefused(text: String) async throws {
        await #expect {
            try await locate(text)
        } throws: { error in
            (error as? PlaceLookupError)?.code == .unknownPlace && (error as? PlaceLookupError)?.kind == .notFound
        }
    }

    @Test func oneLetterIsTooShortToSearch() async throws {
        await #expect {
            try await locate("Q")
        } throws: { error in
            (error as? any TravellerError)?.kind == .badInput
        }
    }

    @Test func namedPlacesGetTheirWeatherAndZone() async throws {
        let harness = try await Self.shared.value
        harness.serveOpenMeteo()
        let located = try await harness.service.weather(for: [.named("New York"), .named("Quimper")], language: .fr)
        #expect(located.map(\.location.name) == ["New York City", "Quimper"])
        #expect(located.allSatisfy { $0.outcome.report != nil })
        #expect(harness.upstreamCalls == 1)
    }
}
