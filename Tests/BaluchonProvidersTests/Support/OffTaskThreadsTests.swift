import Foundation
import NIOCore
import Synchronization
import Testing

@testable import BaluchonProviders

@Suite("CPU-bound work on the bounded thread pool")
struct OffTaskThreadsTests {
    struct Refused: Error, Equatable {}

    /// How many pieces of work run at once, and the most seen.
    final class Running: Sendable {
        let counts = Mutex((now: 0, most: 0))
    }

    @Test("many pieces of work at once never run on more threads than the pool has")
    func bounded() async throws {
        let running = Running()
        try await withThrowingTaskGroup { group in
            for _ in 0..<(WorkThreads.pool.numberOfThreads * 3) {
                group.addTask {
                    try await offTaskThreads { () throws(Refused) in
                        running.counts.withLock {
                            $0.now += 1; $0.most = max($0.most, $0.now)
                        }
                        usleep(20_000)
                        running.counts.withLock { $0.now -= 1 }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(running.counts.withLock { $0.most } <= WorkThreads.pool.numberOfThreads)
        #expect(running.counts.withLock { $0.most } >= 1)
    }

    @Test("the work's value and its own error come back")
    func valueAndError() async throws {
        #expect(try await offTaskThreads { () throws(Refused) in 6 * 7 } == 42)
        await #expect(throws: Refused()) { try await offTaskThreads { () throws(Refused) in throw Refused() } }
    }
}
