import Foundation

/// Runs CPU-bound or blocking work (decoding, parsing a region's features, a C library's route, a
/// child process) on a dispatch thread and waits for it, so that it never holds one of the few
/// threads every request's tasks share. The work's own error type comes through unchanged.
public func offTaskThreads<Value: Sendable, Failure: Error>(
    qos: DispatchQoS.QoSClass = .userInitiated, _ work: @escaping @Sendable () throws(Failure) -> Value
) async throws(Failure) -> Value {
    let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
        DispatchQueue.global(qos: qos).async {
            do throws(Failure) {
                continuation.resume(returning: .success(try work()))
            } catch {
                continuation.resume(returning: .failure(error))
            }
        }
    }
    return try result.get()
}
