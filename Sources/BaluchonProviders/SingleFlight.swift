/// Coalesces identical concurrent work: callers asking for the same key while a task runs share its result.
actor SingleFlight<Value: Sendable> {
    private var inFlight: [String: Task<Value, any Error>] = [:]

    /// `work`'s answer, shared with the callers asking for `key` meanwhile. A cancelled caller stops
    /// waiting at once; the work goes on for the others (its own timeouts bound it).
    func run(key: String, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if let task = inFlight[key] {
            return try await withDeadline(nil) { try await task.value }
        }
        let task = Task { try await work() }
        inFlight[key] = task
        defer { inFlight[key] = nil }
        return try await withDeadline(nil) { try await task.value }
    }
}
