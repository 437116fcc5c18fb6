import BaluchonCore

/// Allows `capacity` actions at once, refilled at `perSecond`.
struct TokenBucket {
    let capacity: Int
    let perSecond: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant?

    init(capacity: Int, perSecond: Double) {
        self.capacity = capacity
        self.perSecond = perSecond
        tokens = Double(capacity)
    }

    /// Takes `cost` tokens when there are that many, refilling first for the time since the last take.
    mutating func take(_ cost: Double = 1, at instant: ContinuousClock.Instant) -> Bool {
        refill(at: instant)
        guard tokens >= cost else { return false }
        tokens -= cost
        return true
    }

    /// Seconds until `cost` tokens are there again (0 when they already are).
    func wait(for cost: Double = 1) -> Double {
        max(0, (min(cost, Double(capacity)) - tokens) / perSecond)
    }

    /// Whether the bucket is full at `instant`: a full bucket holds nothing worth keeping.
    func isFull(at instant: ContinuousClock.Instant) -> Bool {
        var copy = self
        copy.refill(at: instant)
        return copy.tokens >= Double(capacity)
    }

    private mutating func refill(at instant: ContinuousClock.Instant) {
        if let last {
            tokens = min(Double(capacity), tokens + last.duration(to: instant).seconds * perSecond)
        }
        last = instant
    }
}
