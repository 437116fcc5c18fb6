import Foundation
import Testing

@testable import BaluchonStore

@Suite("Store: upstream turns and holds, shared by every instance")
struct UpstreamTurnTests {
    /// Turns an hour apart: however slow the machine, the calls of one test are far less than that apart.
    static let hour = Duration.seconds(3600)

    @Test(arguments: StoreBackend.allCases)
    func turnsAreAnIntervalApartAndALongQueueIsRefused(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        let hour = Self.hour
        #expect(try await store.takeUpstreamTurn("nominatim", interval: hour, maximumWait: hour * 5) == .zero)
        let second = try #require(try await store.takeUpstreamTurn("nominatim", interval: hour, maximumWait: hour * 5))
        #expect(second > hour * 0.9 && second <= hour)
        let third = try #require(try await store.takeUpstreamTurn("nominatim", interval: hour, maximumWait: hour * 5))
        #expect(third > hour * 1.9 && third <= hour * 2)
        // Refused: the queue is longer than the caller would wait, and no turn is taken.
        #expect(try await store.takeUpstreamTurn("nominatim", interval: hour, maximumWait: hour) == nil)
        let fourth = try #require(try await store.takeUpstreamTurn("nominatim", interval: hour, maximumWait: hour * 5))
        #expect(fourth > hour * 2.9 && fourth <= hour * 3)
        // Each upstream has its own turns.
        #expect(try await store.takeUpstreamTurn("osrm", interval: hour, maximumWait: .zero) == .zero)
    }

    @Test(arguments: StoreBackend.allCases)
    func oneHolderAtATimeUntilItLetsGoOrItsLeaseRunsOut(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        #expect(try await store.holdUpstream("overpass", holder: "a", lease: .seconds(60)))
        #expect(try await !store.holdUpstream("overpass", holder: "b", lease: .seconds(60)))
        #expect(try await store.holdUpstream("overpass", holder: "a", lease: .seconds(60)))
        try await store.releaseUpstream("overpass", holder: "b")
        #expect(try await !store.holdUpstream("overpass", holder: "b", lease: .seconds(60)))
        try await store.releaseUpstream("overpass", holder: "a")
        #expect(try await store.holdUpstream("overpass", holder: "b", lease: .milliseconds(50)))
        try await Task.sleep(for: .milliseconds(120))
        #expect(try await store.holdUpstream("overpass", holder: "c", lease: .seconds(60)))
    }

    @Test(arguments: StoreBackend.allCases)
    func twoInstancesOnOneStoreShareTheTurns(_ backend: StoreBackend) async throws {
        let place = try backend.makePlace()
        defer { place.remove() }
        let first = try await place.open()
        let second = try await place.open()
        #expect(try await first.takeUpstreamTurn("nominatim", interval: Self.hour, maximumWait: Self.hour * 2) == .zero)
        let wait = try #require(try await second.takeUpstreamTurn("nominatim", interval: Self.hour, maximumWait: Self.hour * 2))
        #expect(wait > Self.hour * 0.9)
        #expect(try await first.holdUpstream("overpass", holder: "one", lease: .seconds(60)))
        #expect(try await !second.holdUpstream("overpass", holder: "two", lease: .seconds(60)))
    }
}
