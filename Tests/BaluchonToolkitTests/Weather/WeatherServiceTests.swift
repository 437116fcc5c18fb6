import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing

@testable import BaluchonToolkit

@Suite("Weather service: one batched request, a cache per place, coalescing, last known values")
struct WeatherServiceTests {
    let newYork = WeatherHarness.newYork
    let quimper = WeatherHarness.quimper

    @Test func aListCostsOneUpstreamRequest() async throws {
        let harness = try await WeatherHarness()
        harness.serveOpenMeteo()
        let outcomes = try await harness.service.weather(at: [newYork, quimper], language: .en)
        #expect(harness.upstreamCalls == 1)
        #expect(outcomes.compactMap(\.report).map(\.value.coordinate) == [newYork, quimper])
        #expect(outcomes.compactMap(\.report).allSatisfy { $0.provenance.source == "openmeteo" && !$0.provenance.stale })
    }

    @Test func answersAreCachedPerPlaceForTheLifetime() async throws {
        let harness = try await WeatherHarness()
        harness.serveOpenMeteo()
        _ = try await harness.service.weather(at: [newYork, quimper], language: .en)
        harness.clock.advance(by: 9 * 60)
        let again = try await harness.service.weather(at: [quimper, newYork], language: .fr)
        #expect(harness.upstreamCalls == 1)
        #expect(again.compactMap(\.report).map(\.value.coordinate) == [quimper, newYork])
        harness.clock.advance(by: 2 * 60)
        _ = try await harness.service.weather(at: [newYork, quimper], language: .en)
        #expect(harness.upstreamCalls == 2)
    }

    @Test func onlyMissingPlacesAreAskedFor() async throws {
        let harness = try await WeatherHarness()
        harness.server.route("GET", "/v1/forecast", .fixture("weather/openmeteo-new-york.json"))
        _ = try await harness.service.weather(at: [newYork], language: .en)
        harness.serveOpenMeteo(.sequence([.fixture("weather/openmeteo-new-york.json")]))
        // Quimper is missing: one request for it alone (the fixture answers with New York's data for it).
        _ = try await harness.service.weather(at: [newYork, quimper], language: .en)
        #expect(harness.upstreamCalls == 2)
        #expect(harness.server.requests.last?.query["latitude"] == "48.0")
    }

    @Test func cacheLifetimeIsConfigurable() async throws {
        let harness = try await WeatherHarness(environment: ["BALUCHON_WEATHER_CACHE_MINUTES": "2"])
        harness.serveOpenMeteo()
        _ = try await harness.service.weather(at: [newYork, quimper], language: .en)
        harness.clock.advance(by: 121)
        _ = try await harness.service.weather(at: [newYork, quimper], language: .en)
        #expect(harness.upstreamCalls == 2)
    }

    @Test func storedAnswersSurviveARestart() async throws {
        let first = try await WeatherHarness()
        first.serveOpenMeteo()
        _ = try await first.service.weather(at: [newYork, quimper], language: .en)
        let second = try await WeatherHarness(store: first.store, clock: first.clock)
        let outcomes = try await second.service.weather(at: [newYork, quimper], language: .fr)
        #expect(second.upstreamCalls == 0)
        #expect(outcomes.compactMap(\.report).count == 2)
    }

    @Test func identicalConcurrentRequestsShareOneUpstreamCall() async throws {
        let harness = try await WeatherHarness()
        harness.serveOpenMeteo(.delayed(.milliseconds(300), .fixture("weather/openmeteo-new-york-quimper.json")))
        let service = harness.service
        let (newYork, quimper) = (self.newYork, self.quimper)
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<100 {
                group.addTask {
                    try await service.weather(at: index.isMultiple(of: 2) ? [newYork, quimper] : [quimper, newYork], language: .en)
                        .compactMap(\.report).count
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 2, count: 100))
        #expect(harness.upstreamCalls == 1)
    }

    @Test func overlappingListsWaitForThePlacesAlreadyInFlight() async throws {
        let harness = try await WeatherHarness()
        // New York's answer is held until the second list has asked upstream for what it lacks: it cannot have
        // found New York cached (as it could, on a slow machine, after a 300 ms delay).
        let newYorkAnswer = FixtureGate()
        harness.server.route("GET", "/v1/forecast", .held(newYorkAnswer, .fixture("weather/openmeteo-new-york.json")))
        let service = harness.service
        let newYork = self.newYork
        async let first = service.weather(at: [newYork], language: .en)
        try await until { harness.server.requests.count == 1 }
        harness.server.route("GET", "/v1/forecast", .fixture("weather/openmeteo-new-york.json"))
        async let second = service.weather(at: [newYork, quimper], language: .en)
        try await until { harness.server.requests.count == 2 }
        newYorkAnswer.open()
        _ = try await (first, second)
        // New York was fetched once; the second list asked only for Quimper.
        let latitudes = harness.server.requests.compactMap { $0.query["latitude"] }.sorted()
        #expect(latitudes == ["40.71", "48.0"])
    }

    @Test func lastKnownValuesServeFlaggedStaleWithTheirAge() async throws {
        let harness = try await WeatherHarness()
        harness.serveOpenMeteo(.sequence([.fixture("weather/openmeteo-new-york-quimper.json"), .status(503)]))
        let fresh = try await harness.service.weather(at: [newYork, quimper], language: .en)
        harness.clock.advance(by: 3 * 3600)
        let stale = try await harness.service.weather(at: [newYork, quimper], language: .en)
        let reports = stale.compactMap(\.report)
        #expect(reports.count == 2)
        #expect(reports.allSatisfy { $0.provenance.stale })
        let notes = reports.compactMap(\.provenance.note)
        #expect(notes.count == 2)
        for note in notes {
            #expect(note.text(in: .en) == "No provider could answer (openmeteo: server error (HTTP 503)). These are the last known values.")
            #expect(
                note.text(in: .fr)
                    == "Aucun fournisseur n’a pu répondre (openmeteo : erreur du serveur (HTTP 503)). Ce sont les dernières valeurs connues.")
        }
        #expect(reports.map(\.provenance.fetchedAt) == fresh.compactMap(\.report).map(\.provenance.fetchedAt))
        #expect(harness.upstreamCalls == 3)  // the fresh one, then the failure and its retry
    }

    @Test func upstreamFailureWithNothingKnownIsAClearErrorForEachPlace() async throws {
        let harness = try await WeatherHarness()
        harness.serveOpenMeteo(.status(500))
        let outcomes = try await harness.service.weather(at: [newYork, quimper], language: .en)
        #expect(outcomes.map { $0.failure?.code } == [.providersUnavailable, .providersUnavailable])
        #expect(outcomes.allSatisfy { $0.failure?.kind == .upstreamUnavailable })
    }

    @Test func placesWithoutDataFailBesideThoseWithLastKnownValues() async throws {
        let harness = try await WeatherHarness()
        harness.serveOpenMeteo(.sequence([.fixture("weather/openmeteo-new-york.json"), .status(503)]))
        _ = try await harness.service.weather(at: [newYork], language: .en)
        harness.clock.advance(by: 3600)
        let outcomes = try await harness.service.weather(at: [newYork, quimper], language: .en)
        #expect(outcomes[0].report?.provenance.stale == true)
        #expect(outcomes[1].failure?.code == .providersUnavailable)
    }

    @Test func restingProvidersAreSaidToRest() async throws {
        let harness = try await WeatherHarness()
        harness.serveOpenMeteo(.status(503))
        for _ in 0..<2 {
            _ = try? await harness.service.weather(at: [newYork], language: .en)
        }
        let error = try await harness.service.weather(at: [newYork], language: .en).first?.failure as? ChainError
        #expect(error?.code == .providersResting && error?.retryAfterSeconds == 60)
    }

    @Test func fallsBackToOpenWeatherMapWithItsOwnWording() async throws {
        let harness = try await WeatherHarness(environment: ["BALUCHON_OPENWEATHERMAP_KEY": "owmSECRET0123456789"])
        harness.serveOpenMeteo(.status(502))
        harness.server.route("GET", "/data/2.5/weather", .fixture("weather/owm-weather-quimper-fr.json"))
        harness.server.route("GET", "/data/2.5/forecast", .fixture("weather/owm-forecast-quimper-fr.json"))
        let french = try await harness.service.weather(at: [quimper], language: .fr)
        #expect(french.first?.report?.provenance.source == "openweathermap")
        #expect(french.first?.report?.value.current.condition.text == "Légère pluie")
        // Worded in French, the answer does not serve an English reader: English is asked for.
        _ = try await harness.service.weather(at: [quimper], language: .en)
        #expect(harness.server.requests.filter { $0.path == "/data/2.5/weather" }.map { $0.query["lang"] } == ["fr", "en"])
    }

    @Test func tooManyPlacesAreRefusedBeforeAnyCall() async throws {
        let harness = try await WeatherHarness()
        await #expect(throws: WeatherError.tooManyPlaces(count: 21, limit: 20)) {
            try await harness.service.weather(at: Array(repeating: newYork, count: 21), language: .en)
        }
        #expect(harness.server.requests.isEmpty)
    }

    @Test func unknownNamesAreRefusedBeforeAnyCall() async throws {
        let harness = try await WeatherHarness()
        await #expect(throws: PlaceLookupError.unknown("Nowhere-sur-Mer", suggestions: [])) {
            try await harness.service.weather(for: [.coordinate(newYork), .named("Nowhere-sur-Mer")], language: .en)
        }
        #expect(harness.server.requests.isEmpty)
    }

    /// Waits for a condition that another task makes true (polling, never asserting on time); one still false
    /// after a minute fails the test rather than letting it go on as if it held.
    func until(_ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        while !condition() && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        try #require(condition(), "still false after a minute", sourceLocation: sourceLocation)
    }
}
