import NIOCore
import NIOPosix

/// Runs CPU-bound or blocking work (decoding, parsing a region's features, a C library's route) on
/// ``WorkThreads`` and waits for it, so that it never holds one of the few threads every request's
/// tasks share. The work's own error type comes through unchanged.
public func offTaskThreads<Value: Sendable, Failure: Error>(
    _ work: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
    let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
        // The pool is never stopped, so the work runs whatever state the pool reports.
        WorkThreads.pool.submit { _ in
            do throws(Failure) {
                continuation.resume(returning: .success(try work()))
            } catch {
                continuation.resume(returning: .failure(error))
            }
        }
    }
    return try result.get()
}

/// The threads that CPU-bound work shares: one per core, started on first use and never stopped.
/// Work beyond them waits its turn, where Dispatch's global queue would start ever more threads that
/// then fight over the same cores.
enum WorkThreads {
    static let pool: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: System.coreCount)
        pool.start()
        return pool
    }()
}
