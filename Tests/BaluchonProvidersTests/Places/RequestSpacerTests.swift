import BaluchonProviders
import BaluchonStore
import Synchronization
import Testing

@Suite("Request spacer")
struct RequestSpacerTests {
    /// A clock the test moves by hand.
    final class ManualClock: Sendable {
        let elapsed = Mutex<Duration>(.zero)
        func advance(_ step: Duration) { elapsed.withLock { $0 += step } }
        var read: @Sendable () -> Duration { { self.elapsed.withLock { $0 } } }
    }

    @Test("gives callers slots one interval apart, for everyone together")
    func slots() async throws {
        let clock = ManualClock()
        let spacer = RequestSpacer(interval: .seconds(1), maximumWait: .seconds(5), elapsed: clock.read)
        var waits: [Duration] = []
        for _ in 0..<4 { waits.append(try await spacer.reserve()) }
        #expect(waits == [.zero, .seconds(1), .seconds(2), .seconds(3)])
        clock.advance(.milliseconds(3500))
        #expect(try await spacer.reserve() == .milliseconds(500))
        clock.advance(.seconds(10))
        #expect(try await spacer.reserve() == .zero)
    }

    @Test("refuses at once when the queue is longer than the longest wait")
    func refuses() async throws {
        let clock = ManualClock()
        let spacer = RequestSpacer(interval: .seconds(1), maximumWait: .seconds(2), elapsed: clock.read)
        for _ in 0..<3 { _ = try await spacer.reserve() }
        await #expect(throws: ProviderFailure.rateLimited) { try await spacer.reserve() }
        clock.advance(.seconds(1))
        #expect(try await spacer.reserve() == .seconds(2))
    }

    @Test("spacers of two instances sharing a store keep to one interval together", .timeLimit(.minutes(5)))
    func sharedAcrossInstances() async throws {
        // Slots an hour apart: however slow the machine, the calls here are far less than that apart.
        let hour = Duration.seconds(3600)
        let store = try SQLiteStore.inMemory()
        let first = RequestSpacer(interval: hour, maximumWait: hour * 5, sharing: store, as: "nominatim")
        let second = RequestSpacer(interval: hour, maximumWait: hour * 5, sharing: store, as: "nominatim")
        #expect(try await first.reserve() == .zero)
        #expect(try await second.reserve() > hour * 0.9)
        #expect(try await first.reserve() > hour * 1.9)
        let short = RequestSpacer(interval: hour, maximumWait: hour, sharing: store, as: "nominatim")
        await #expect(throws: ProviderFailure.rateLimited) { try await short.reserve() }
    }
}
