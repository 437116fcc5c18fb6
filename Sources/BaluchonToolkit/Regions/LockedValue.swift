import Synchronization

/// A value shared between progress callbacks, swapped under a lock.
final class LockedValue<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) { storage = Mutex(value) }

    /// Stores `value` and returns the one it replaces.
    func exchange(_ value: Value) -> Value {
        storage.withLock { current in
            let old = current
            current = value
            return old
        }
    }
}
