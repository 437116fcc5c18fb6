import Synchronization

/// Parts of answers (or whole ones) kept for reuse while they stay right: within one period (a second,
/// a quarter hour, or for good with the default period) and `limit` entries at most. When the period
/// moves on, or the cache is full, it starts over; a value from an older period is not kept.
final class ReuseCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct State {
        var period = Int64.min
        var entries: [Key: Value] = [:]
    }

    private let state = Mutex(State())
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// The value kept for `key` in `period`, if any.
    func value(for key: Key, period: Int64 = 0) -> Value? {
        state.withLock { $0.period == period ? $0.entries[key] : nil }
    }

    func keep(_ value: Value, for key: Key, period: Int64 = 0) {
        state.withLock { state in
            guard period >= state.period else { return }
            if period > state.period || state.entries.count >= limit {
                state.entries.removeAll(keepingCapacity: true)
                state.period = period
            }
            state.entries[key] = value
        }
    }
}
