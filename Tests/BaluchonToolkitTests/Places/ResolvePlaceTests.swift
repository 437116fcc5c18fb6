import BaluchonCore
import Testing

@testable import BaluchonToolkit

/// Issue 23 item 3: one rule turns text into a place, for the server's routes, weather, codes and the CLI.
@Suite("Text into a place: one rule")
struct ResolvePlaceTests {
    static let shared = Task { try await WeatherHarness(gazetteer: true) }

    func resolve(_ text: String) async throws -> ResolvedPlace {
        let places = try #require(try await Self.shared.value.service.places)
        return try await places.resolve(text, parameter: "to", language: .en)
    }

    @Test func aPointIsThatPoint() async throws {
        #expect(try await resolve(" 43.7384, 7.4246 ") == .point(try Coordinate(latitude: 43.7384, longitude: 7.4246)))
    }

    @Test("Text that starts like a number is a point or an error naming the parameter", arguments: ["43.7", "43.7,", "-3 7"])
    func aBrokenPointIsNotAName(text: String) async throws {
        await #expect(throws: ParameterError.invalidPoint(name: "to", value: text)) { try await resolve(text) }
    }

    @Test(arguments: [("Quimper", "geonames:2984701"), ("geonames:2984701", "geonames:2984701"), ("Paris", "geonames:2988507")])
    func aKnownNameOrIdIsThatPlace(text: String, id: String) async throws {
        let resolved = try await resolve(text)
        guard case .place(let place) = resolved else {
            Issue.record("\(text) gave \(resolved)")
            return
        }
        #expect(place.id == id)
    }

    @Test func aTypoIsRefusedWithSuggestionsNotReplaced() async throws {
        await #expect(throws: PlaceLookupError.self) { try await resolve("Quimpr") }
        do {
            _ = try await resolve("Quimpr")
        } catch let PlaceLookupError.unknown(name, suggestions) {
            #expect(name == "Quimpr" && suggestions.contains("Quimper (FR)"))
        }
    }

    @Test("A name comparable places share gives the candidates; a country code picks one", arguments: ["Springfield", "Valencia"])
    func aSharedNameGivesTheCandidates(text: String) async throws {
        do {
            let resolved = try await resolve(text)
            Issue.record("\(text) gave \(resolved)")
        } catch let PlaceLookupError.ambiguous(name, candidates) {
            #expect(name == text)
            #expect(candidates.count >= 2 && candidates.allSatisfy { $0.hasPrefix(text) && $0.contains("geonames:") })
        }
        guard case .place(let spanish) = try await resolve("Valencia, ES") else {
            Issue.record("Valencia, ES is not a place")
            return
        }
        #expect(spanish.countryCode == "ES")
    }
}
