/// Spaces calls to an upstream at a minimum interval, for every caller of one process together:
/// Nominatim's usage policy allows one request per second for a whole application.
///
/// A caller reserves the next free slot and waits for it; when the queue is longer than
/// `maximumWait`, it is refused at once rather than kept waiting.
public actor RequestSpacer {
    public let interval: Duration
    public let maximumWait: Duration
    private let elapsed: @Sendable () -> Duration
    private var nextSlot: Duration?

    /// `elapsed` reads a monotonic clock (tests pass their own).
    public init(interval: Duration, maximumWait: Duration, elapsed: (@Sendable () -> Duration)? = nil) {
        self.interval = interval
        self.maximumWait = maximumWait
        if let elapsed {
            self.elapsed = elapsed
        } else {
            let origin = ContinuousClock.now
            self.elapsed = { ContinuousClock.now - origin }
        }
    }

    /// Reserves the next slot and returns how long to wait before using it.
    public func reserve() throws(ProviderFailure) -> Duration {
        let now = elapsed()
        let slot = max(now, nextSlot ?? now)
        let wait = slot - now
        guard wait <= maximumWait else { throw .rateLimited }
        nextSlot = slot + interval
        return wait
    }

    /// Waits for a slot (cancellation-aware).
    public func waitForTurn() async throws(ProviderFailure) {
        let wait = try reserve()
        if wait > .zero {
            do {
                try await Task.sleep(for: wait)
            } catch {
                throw .timeout
            }
        }
    }
}
