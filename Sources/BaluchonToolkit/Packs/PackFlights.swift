/// One build per part version at a time: a request for a part already being built waits for that
/// build instead of starting another.
actor PackFlights {
    private var running: [String: Task<PackStore.Built, any Error>] = [:]

    func run(_ key: String, _ build: @Sendable @escaping () async throws -> PackStore.Built) async throws -> PackStore.Built {
        if let task = running[key] { return try await task.value }
        let task = Task { try await build() }
        running[key] = task
        defer { running[key] = nil }
        return try await task.value
    }
}
