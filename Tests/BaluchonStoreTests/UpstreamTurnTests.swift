import BaluchonCore
import Foundation
import Synchronization
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
        let time = try await StoreTime(backend)
        let store = time.store
        #expect(try await store.holdUpstream("overpass", holder: "a", lease: .seconds(60)))
        #expect(try await !store.holdUpstream("overpass", holder: "b", lease: .seconds(60)))
        #expect(try await store.holdUpstream("overpass", holder: "a", lease: .seconds(60)))
        try await store.releaseUpstream("overpass", holder: "b")
        #expect(try await !store.holdUpstream("overpass", holder: "b", lease: .seconds(60)))
        try await store.releaseUpstream("overpass", holder: "a")
        #expect(try await store.holdUpstream("overpass", holder: "b", lease: .seconds(60)))
        // b dies without letting go: its hold lasts the whole lease, and not much more. (PostgreSQL's clock keeps
        // running while the test does, under a loaded parallel run for seconds: 10 s are left for it.)
        try await time.advance(by: .seconds(50))
        #expect(try await !store.holdUpstream("overpass", holder: "c", lease: .seconds(60)))
        try await time.advance(by: .seconds(11))
        #expect(try await store.holdUpstream("overpass", holder: "c", lease: .seconds(60)))
        #expect(try await !store.holdUpstream("overpass", holder: "b", lease: .seconds(60)))
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

/// A store's time, moved on by a test instead of waited for. SQLite's store reads a clock the test sets; PostgreSQL's
/// reads the database server's clock, which no test can move, so its stored deadlines are moved back instead.
struct StoreTime {
    let store: any Store
    private let clock: TestClock

    /// A fresh store of `backend` whose time the test moves on.
    init(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        let clock = TestClock()
        self.clock = clock
        if var sqlite = store as? SQLiteStore {
            sqlite.now = { clock.now }
            self.store = sqlite
        } else {
            self.store = store
        }
    }

    func advance(by duration: Duration) async throws {
        if let postgres = store as? PostgresStore {
            _ = try await postgres.rows("UPDATE upstreamHold SET until = until - make_interval(secs => \(duration.seconds))")
        } else {
            clock.advance(by: duration)
        }
    }
}

/// A clock that stands still until moved on.
final class TestClock: Sendable {
    private let date = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

    var now: Date { date.withLock { $0 } }

    func advance(by duration: Duration) { date.withLock { $0 += duration.seconds } }
}
