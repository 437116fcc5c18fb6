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

/// The threads that CPU-bound and blocking work shares: four per core (at least eight), started on
/// first use and never stopped. Work beyond them waits its turn, where Dispatch's global queue would
/// start ever more threads; one per core was too few, as a gazetteer's load of several seconds then
/// held back every short piece of work queued behind it.
enum WorkThreads {
    static let pool: NIOThreadPool = {
        let pool = NIOThreadPool(numberOfThreads: max(8, System.coreCount * 4))
        pool.start()
        return pool
    }()
}
