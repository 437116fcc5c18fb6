import BaluchonStore

/// Spaces calls to an upstream at a minimum interval, for every caller together: Nominatim's usage
/// policy allows one request per second for a whole application.
///
/// A caller reserves the next free slot and waits for it; when the queue is longer than
/// `maximumWait`, it is refused at once rather than kept waiting. With a shared store
/// (``sharing(_:as:)``), slots are taken in the store, so that every instance of a deployment keeps to
/// the one interval together; while the store cannot be reached, the instance spaces its own calls.
public actor RequestSpacer {
    public let interval: Duration
    public let maximumWait: Duration
    private let elapsed: @Sendable () -> Duration
    private var nextSlot: Duration?
    private let shared: (store: any Store, upstream: String)?

    /// `elapsed` reads a monotonic clock (tests pass their own).
    public init(interval: Duration, maximumWait: Duration, elapsed: (@Sendable () -> Duration)? = nil) {
        self.init(interval: interval, maximumWait: maximumWait, elapsed: elapsed, shared: nil)
    }

    /// The same spacer, its slots taken in `store` under the name `upstream`.
    public init(interval: Duration, maximumWait: Duration, sharing store: any Store, as upstream: String) {
        self.init(interval: interval, maximumWait: maximumWait, elapsed: nil, shared: (store, upstream))
    }

    private init(
        interval: Duration, maximumWait: Duration, elapsed: (@Sendable () -> Duration)?, shared: (store: any Store, upstream: String)?
    ) {
        self.interval = interval
        self.maximumWait = maximumWait
        self.shared = shared
        if let elapsed {
            self.elapsed = elapsed
        } else {
            let origin = ContinuousClock.now
            self.elapsed = { ContinuousClock.now - origin }
        }
    }

    /// Reserves the next slot and returns how long to wait before using it.
    public func reserve() async throws(ProviderFailure) -> Duration {
        if let (store, upstream) = shared {
            do {
                guard let wait = try await store.takeUpstreamTurn(upstream, interval: interval, maximumWait: maximumWait) else {
                    throw ProviderFailure.rateLimited
                }
                return wait
            } catch let failure as ProviderFailure {
                throw failure
            } catch {
                // The store is out of reach: this instance keeps to the interval on its own.
            }
        }
        let now = elapsed()
        let slot = max(now, nextSlot ?? now)
        let wait = slot - now
        guard wait <= maximumWait else { throw .rateLimited }
        nextSlot = slot + interval
        return wait
    }

    /// Waits for a slot (cancellation-aware).
    public func waitForTurn() async throws(ProviderFailure) {
        let wait = try await reserve()
        if wait > .zero {
            do {
                try await Task.sleep(for: wait)
            } catch {
                throw .timeout
            }
        }
    }
}
