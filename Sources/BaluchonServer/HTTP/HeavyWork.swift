import BaluchonCore
import NIOPosix
import Synchronization

/// CPU- and memory-heavy work (reading an uploaded file of places) runs one job at a time on a thread of
/// its own, off the threads that answer every other request; a few more may wait their turn, and past
/// that the server answers 503 `server_busy` at once. After each job the freed memory is handed back to
/// the system, so one large import does not keep its peak for the life of the process.
final class HeavyWork: Sendable {
    /// One process-wide queue: however many applications a process builds, heavy jobs never run side by side.
    static let shared = HeavyWork(waiting: 4)

    private let pool: NIOThreadPool
    private let admitted = Mutex(0)
    /// Jobs running or waiting at most.
    let capacity: Int

    init(waiting: Int) {
        pool = NIOThreadPool(numberOfThreads: 1)
        pool.start()
        capacity = waiting + 1
    }

    /// Jobs running or waiting now.
    var admittedCount: Int { admitted.withLock { $0 } }

    func run<T: Sendable>(_ job: @Sendable @escaping () throws -> T) async throws -> T {
        let entered = admitted.withLock { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
        guard entered else { throw ServerBusy() }
        defer { admitted.withLock { $0 -= 1 } }
        return try await pool.runIfActive {
            defer { Self.returnFreedMemory() }
            return try job()
        }
    }

    private static func returnFreedMemory() {
        #if os(Linux)
            _ = trimHeap(0)
        #endif
    }
}

/// Too many heavy jobs are already running or waiting.
struct ServerBusy: TravellerError {
    var code: ErrorCode { .serverBusy }
    var kind: FailureKind { .unavailable }

    var message: LocalizedText {
        LocalizedText("error.server_busy.message")
    }

    var hint: LocalizedText? { nil }
}

#if os(Linux)
    /// glibc's `malloc_trim` (declared in `malloc.h`, which Swift's Glibc module leaves out): gives the pages
    /// that free memory left at the top of the heap and in its arenas back to the system.
    @_silgen_name("malloc_trim")
    private func trimHeap(_ pad: Int) -> Int32
#endif
