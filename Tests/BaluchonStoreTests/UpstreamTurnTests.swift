import Foundation
import Testing

@testable import BaluchonStore

@Suite("Store: upstream turns and holds, shared by every instance")
struct UpstreamTurnTests {
    @Test(arguments: StoreBackend.allCases)
    func turnsAreAnIntervalApartAndALongQueueIsRefused(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        #expect(try await store.takeUpstreamTurn("nominatim", interval: .seconds(1), maximumWait: .seconds(5)) == .zero)
        let second = try #require(try await store.takeUpstreamTurn("nominatim", interval: .seconds(1), maximumWait: .seconds(5)))
        #expect(second > .milliseconds(500) && second <= .seconds(1))
        let third = try #require(try await store.takeUpstreamTurn("nominatim", interval: .seconds(1), maximumWait: .seconds(5)))
        #expect(third > .milliseconds(1500) && third <= .seconds(2))
        // Refused: the queue is longer than the caller would wait, and no turn is taken.
        #expect(try await store.takeUpstreamTurn("nominatim", interval: .seconds(1), maximumWait: .seconds(1)) == nil)
        let fourth = try #require(try await store.takeUpstreamTurn("nominatim", interval: .seconds(1), maximumWait: .seconds(5)))
        #expect(fourth > .milliseconds(2500) && fourth <= .seconds(3))
        // Each upstream has its own turns.
        #expect(try await store.takeUpstreamTurn("osrm", interval: .seconds(1), maximumWait: .zero) == .zero)
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
        #expect(try await first.takeUpstreamTurn("nominatim", interval: .seconds(1), maximumWait: .seconds(5)) == .zero)
        let wait = try #require(try await second.takeUpstreamTurn("nominatim", interval: .seconds(1), maximumWait: .seconds(5)))
        #expect(wait > .milliseconds(500))
        #expect(try await first.holdUpstream("overpass", holder: "one", lease: .seconds(60)))
        #expect(try await !second.holdUpstream("overpass", holder: "two", lease: .seconds(60)))
    }
}
