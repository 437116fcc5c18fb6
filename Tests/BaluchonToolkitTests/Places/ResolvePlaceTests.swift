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
        } catch let PlaceLookupError.ambiguous(name, candidates, _) {
            #expect(name == text)
            #expect(candidates.count >= 2 && candidates.allSatisfy { $0.hasPrefix(text) && $0.contains("geonames:") })
        }
        guard case .place(let spanish) = try await resolve("Valencia, ES") else {
            Issue.record("Valencia, ES is not a place")
            return
        }
        #expect(spanish.countryCode == "ES")
    }

    /// The candidates of "Springfield": all in the US, so "Springfield, US" is still ambiguous.
    func springfields() async throws -> (candidates: [String], pick: PlaceLookupError.Distinction) {
        do {
            let resolved = try await resolve("Springfield")
            Issue.record("Springfield gave \(resolved)")
        } catch let PlaceLookupError.ambiguous(_, candidates, pick) {
            return (candidates, pick)
        }
        return ([], .id(""))
    }

    @Test("Every label a candidate is shown with names it: whole, without its id, its region with or without the country")
    func everyCandidateLabelIsThatPlace() async throws {
        let (candidates, _) = try await springfields()
        #expect(candidates.count >= 2)
        for label in candidates {
            // "Springfield, MO (US) · geonames:4409896"
            let parts = label.split(separator: " · ")
            let id = String(parts[1])
            let shown = String(parts[0])
            let region = String(shown.split(separator: " (")[0])
            let withCountry = "\(region), \(shown.split(separator: "(")[1].dropLast())"
            for text in [label, shown, region, withCountry] {
                guard case .place(let place) = try await resolve(text) else {
                    Issue.record("\(text) is not a place")
                    continue
                }
                #expect(place.id == id, "\(text)")
            }
        }
    }

    @Test("The hint names what tells the candidates apart, and what it shows picks the first")
    func theHintTellsTheCandidatesApart() async throws {
        let (candidates, pick) = try await springfields()
        // They share the US: the country code alone cannot tell them apart, their region can.
        await #expect(throws: PlaceLookupError.self) { try await resolve("Springfield, US") }
        guard case .region(let example) = pick else {
            Issue.record("Springfield's hint is \(pick)")
            return
        }
        #expect(example == "Springfield, MO, US")
        guard case .place(let place) = try await resolve(example) else {
            Issue.record("\(example) is not a place")
            return
        }
        #expect(candidates.first?.hasSuffix(place.id) == true)
        let hint = PlaceLookupError.ambiguous("Springfield", candidates: candidates, pick: pick).hint?.text(in: .fr)
        #expect(hint?.contains("« Springfield, MO, US »") == true)
        do {
            _ = try await resolve("Valencia")
        } catch let PlaceLookupError.ambiguous(_, _, pick) {
            #expect(pick == .country("Valencia, VE"))
        }
    }
}
