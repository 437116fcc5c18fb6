import BaluchonStore
import Foundation

/// Lets one caller at a time through, for every caller of the process: the public Overpass servers
/// give each client only a couple of slots, and a self-hosted toolkit has no reason to take more than one.
/// A caller cancelled while waiting leaves the queue.
///
/// With a shared store (``init(sharing:as:maximumWait:)``), the caller let through also holds the
/// upstream in the store, so that one call at a time goes out of the whole deployment; it is refused
/// (rate limited) when another instance keeps it longer than `maximumWait`. While the store cannot be
/// reached, the instance keeps to one call at a time on its own.
public actor SerialGate {
    private var busy = false
    private var waiters: [(id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextID = 0
    private let shared: (store: any Store, upstream: String, maximumWait: Duration)?
    /// Long enough for any one call; a hold outlives its instance only this long.
    static let lease = Duration.seconds(60)

    public init() {
        shared = nil
    }

    public init(sharing store: any Store, as upstream: String, maximumWait: Duration) {
        shared = (store, upstream, maximumWait)
    }

    /// Runs `body` once every earlier caller is done.
    public func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        try await acquire()
        defer { release() }
        guard let shared else { return try await body() }
        let holder = try await hold(shared)
        do {
            let answer = try await body()
            if let holder { try? await shared.store.releaseUpstream(shared.upstream, holder: holder) }
            return answer
        } catch {
            if let holder { try? await shared.store.releaseUpstream(shared.upstream, holder: holder) }
            throw error
        }
    }

    /// Holds the upstream in the store, waiting for another instance to let go; nil when the store is out of reach.
    private func hold(_ shared: (store: any Store, upstream: String, maximumWait: Duration)) async throws -> String? {
        let holder = UUID().uuidString
        let deadline = ContinuousClock.now + shared.maximumWait
        while true {
            let held: Bool
            do {
                held = try await shared.store.holdUpstream(shared.upstream, holder: holder, lease: Self.lease)
            } catch {
                return nil
            }
            if held { return holder }
            guard ContinuousClock.now < deadline else { throw ProviderFailure.rateLimited }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    private func acquire() async throws {
        guard busy else {
            busy = true
            return
        }
        nextID += 1
        let id = nextID
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiters.append((id, continuation))
                }
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    private func cancel(_ id: Int) {
        guard let position = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: position).continuation.resume(throwing: CancellationError())
    }

    private func release() {
        if waiters.isEmpty {
            busy = false
        } else {
            // The slot passes straight to the next caller.
            waiters.removeFirst().continuation.resume()
        }
    }
}
