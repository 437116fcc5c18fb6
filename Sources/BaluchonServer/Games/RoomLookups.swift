import BaluchonCore
import BaluchonToolkit

/// Failed room lookups per client (its remote address), so that room codes cannot be guessed by
/// trying them: past `limits.failedLookups` codes that lead nowhere within `limits.lookupWindow`,
/// the client's lookups are refused until its oldest failure ages out. Rooms found cost nothing.
actor RoomLookups {
    private let limit: Int
    private let window: Duration
    private var failures: [String: [ContinuousClock.Instant]] = [:]
    private var checks = 0

    init(limits: RoomLimits) {
        limit = limits.failedLookups
        window = .seconds(limits.lookupWindow)
    }

    /// Room `code` for `client`, or ``RoomError/tooManyLookups(retryAfter:)`` when the client failed too often.
    func room(_ code: String, in rooms: RoomService, for client: String) async throws -> GameRoom {
        try check(client)
        do {
            return try await rooms.room(code)
        } catch RoomError.unknownRoom(let code) {
            failed(client)
            throw RoomError.unknownRoom(code: code)
        }
    }

    /// Throws when `client` may look up no room for now.
    func check(_ client: String, at now: ContinuousClock.Instant = .now) throws(RoomError) {
        checks += 1
        if checks.isMultiple(of: 4_096) { failures = failures.filter { $0.value.last.map { now - $0 < window } ?? false } }
        let recent = (failures[client] ?? []).filter { now - $0 < window }
        failures[client] = recent.isEmpty ? nil : recent
        guard recent.count >= limit, let oldest = recent.first else { return }
        throw .tooManyLookups(retryAfter: max(1, Int((window - (now - oldest)).seconds.rounded(.up))))
    }

    /// Notes that `client` asked for a room that does not exist.
    func failed(_ client: String, at now: ContinuousClock.Instant = .now) {
        failures[client, default: []].append(now)
    }
}
