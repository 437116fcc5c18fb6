import BaluchonCore
import Foundation

/// Baluchon's persistent storage: provider caches, provider usage and status, shared lists and game
/// rooms. ``SQLiteStore`` is the embedded default; ``PostgresStore`` is the one several instances
/// share. Both have the same tables and the same versioned migrations, applied when they open.
/// Every method is safe to call from any task; one that cannot reach the database throws
/// ``StoreUnavailable``.
public protocol Store: Sendable {
    /// The entry stored under `key`, expired or not (an expired entry still serves when every provider fails).
    func cacheEntry(forKey key: String) async throws -> CacheEntry?
    /// Stores or replaces an entry.
    func saveCacheEntry(_ entry: CacheEntry) async throws
    /// Deletes entries that expired before `date`; returns how many went.
    @discardableResult func purgeCache(expiredBefore date: Date) async throws -> Int

    /// Counts one upstream call of `provider` on `day` (a `yyyy-MM-dd` UTC day); returns the day's total.
    @discardableResult func recordCall(provider: String, day: String) async throws -> Int
    /// Notes a success of `provider` at `date`.
    func recordSuccess(provider: String, at date: Date) async throws
    /// Notes a failure of `provider`; `message` must already be free of secrets.
    func recordFailure(provider: String, at date: Date, message: String) async throws
    /// Usage and status of `provider` for `day`.
    func providerRecord(provider: String, day: String) async throws -> ProviderRecord
    /// Takes `count` characters of `provider`'s daily `budget` on `day`: true, and counted, when they
    /// fit in what is left; false, and nothing counted, when they do not. One step for every instance.
    func spendCharacters(provider: String, day: String, count: Int, budget: Int) async throws -> Bool

    /// Saves a new list; fails when its id is taken.
    func insertSharedList(_ list: SharedListRecord) async throws
    func sharedList(id: String) async throws -> SharedListRecord?
    /// Replaces title and places; false when no list has this id.
    func updateSharedList(id: String, title: String, places: Data, at date: Date) async throws -> Bool
    /// False when no list has this id.
    func deleteSharedList(id: String) async throws -> Bool
    /// The bytes every list takes (titles and places), for the lists' quota.
    func sharedListBytes() async throws -> Int
    /// Notes that list `id` was read at `date`.
    func markSharedListRead(id: String, at date: Date) async throws
    /// Forgets the lists last read before `date`; returns how many went.
    @discardableResult func deleteSharedLists(unreadSince date: Date) async throws -> Int

    /// Saves a new room.
    func createRoom(code: String, state: Data, lastActivity: Date) async throws
    /// Appends event number `sequence` to a room, and replaces the room's state when the event
    /// changed it too (a player joined, the room closed), in one transaction. A sequence number is
    /// used once per room: appending it again throws ``RoomSequenceTaken``. A state saved late never replaces one saved
    /// for a later event.
    func appendRoomEvent(code: String, sequence: Int, event: Data, lastActivity: Date, state: Data?) async throws
    /// A room's saved state and events, or nil.
    func room(code: String) async throws -> StoredRoom?
    /// A room's saved state and the events numbered after `sequence`, in order, or nil.
    func roomEvents(code: String, after sequence: Int) async throws -> StoredRoom?
    /// The events other instances append, as they are saved (``RoomNotice``). A store that only one
    /// instance uses (SQLite) never says anything. Meant for one listener per instance.
    func roomNotices() -> AsyncStream<RoomNotice>
    /// Forgets at most `limit` rooms idle since before `date`, the longest idle first (an index on
    /// the last activity finds them without reading the others), with their events; returns how many rooms went.
    @discardableResult func deleteRooms(inactiveBefore date: Date, limit: Int) async throws -> Int

    /// Takes the next turn to call `upstream`, turns being `interval` apart for everyone sharing this
    /// store (every instance of a deployment); answers how long to wait for it, or nil, taking none,
    /// when that is longer than `maximumWait`.
    func takeUpstreamTurn(_ upstream: String, interval: Duration, maximumWait: Duration) async throws -> Duration?
    /// Lets `holder` alone call `upstream` until it lets go or `lease` runs out (for a holder that
    /// died); false while someone else holds it.
    func holdUpstream(_ upstream: String, holder: String, lease: Duration) async throws -> Bool
    /// Lets go of `upstream` if `holder` holds it.
    func releaseUpstream(_ upstream: String, holder: String) async throws
}

extension Store {
    /// Forgets every room idle since before `date`, with its events; returns how many rooms went.
    @discardableResult
    public func deleteRooms(inactiveBefore date: Date) async throws -> Int {
        try await deleteRooms(inactiveBefore: date, limit: .max)
    }
}
