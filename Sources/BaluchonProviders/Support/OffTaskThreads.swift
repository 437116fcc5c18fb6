import Foundation

/// Runs CPU-bound work (decoding, parsing a region's features) on a dispatch thread and waits for it,
/// so that it never holds one of the few threads every request's tasks share.
func offTaskThreads<Value: Sendable>(
    qos: DispatchQoS.QoSClass = .userInitiated, _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global(qos: qos).async { continuation.resume(with: Result { try work() }) }
    }
}
