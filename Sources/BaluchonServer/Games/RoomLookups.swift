import BaluchonCore
import BaluchonToolkit

/// Room lookups rationed per client (its address, ``AppRequestContext/client``), so that room codes
/// cannot be guessed by trying them: each code that leads nowhere spends the client's
/// ``ClientBudget/roomLookupFailure`` (20 at once, then one every 3 s); a client with none left is
/// refused every lookup (429 `rate_limited` with `Retry-After`) until it refills. Rooms found cost nothing.
struct RoomLookups: Sendable {
    let limits: ClientLimits

    /// Room `code` for `client`, or ``RateLimited`` when the client failed too often.
    func room(_ code: String, in rooms: RoomService, for client: String) async throws -> GameRoom {
        try limits.check(.roomLookupFailure, by: client)
        do {
            return try await rooms.room(code)
        } catch RoomError.unknownRoom(let code) {
            // Spent after the fact: a client at its last token is told of this miss, refused the next lookup.
            try? limits.spend(.roomLookupFailure, by: client)
            throw RoomError.unknownRoom(code: code)
        }
    }
}
