import Synchronization

/// Runs `work` and answers as soon as it finishes, `limit` runs out (``ProviderFailure/timeout``) or
/// the caller is cancelled (`CancellationError`), whichever comes first. Late work is cancelled but
/// never awaited: a DNS lookup or a connection attempt that ignores cancellation cannot hold its caller,
/// nor a server that is shutting down. With no `limit`, only the caller's cancellation cuts it short.
public func withDeadline<T: Sendable>(_ limit: Duration?, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
    let race = Race<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            race.wait(with: continuation)
            race.add(
                Task {
                    do {
                        race.finish(.success(try await work()))
                    } catch {
                        race.finish(.failure(error))
                    }
                })
            if let limit {
                race.add(
                    Task {
                        // Cancelled when the work wins: the late `finish` is then ignored.
                        try? await Task.sleep(for: limit)
                        race.finish(.failure(ProviderFailure.timeout))
                    })
            }
        }
    } onCancel: {
        race.finish(.failure(CancellationError()))
    }
}

/// The first outcome among racers (the work, its timer, the caller's cancellation) goes to the caller;
/// the racers still running are then cancelled.
private final class Race<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, any Error>?
        var outcome: Result<T, any Error>?
        var racers: [Task<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Hands over the caller's continuation; resumes it at once when a racer has already finished.
    func wait(with continuation: CheckedContinuation<T, any Error>) {
        let outcome = state.withLock { state -> Result<T, any Error>? in
            if state.outcome == nil { state.continuation = continuation }
            return state.outcome
        }
        if let outcome { continuation.resume(with: outcome) }
    }

    /// Keeps a racer, to cancel it when another finishes first.
    func add(_ racer: Task<Void, Never>) {
        let over = state.withLock { state -> Bool in
            if state.outcome == nil { state.racers.append(racer) }
            return state.outcome != nil
        }
        if over { racer.cancel() }
    }

    /// The first call wins; later ones are ignored.
    func finish(_ outcome: Result<T, any Error>) {
        let (continuation, racers) = state.withLock { state -> (CheckedContinuation<T, any Error>?, [Task<Void, Never>]) in
            guard state.outcome == nil else { return (nil, []) }
            state.outcome = outcome
            let taken = (state.continuation, state.racers)
            state.continuation = nil
            state.racers = []
            return taken
        }
        continuation?.resume(with: outcome)
        for racer in racers { racer.cancel() }
    }
}
