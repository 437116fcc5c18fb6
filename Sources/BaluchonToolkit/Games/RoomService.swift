import BaluchonCore
import BaluchonStore
import Foundation

/// The game rooms: created, joined, rolled in and closed here. Each event is saved to the store
/// (one small row) before it is answered, so rooms survive a restart; the room's own row changes
/// only when its players or its closing do. Rooms idle longer than their lifetime are forgotten.
public actor RoomService {
    private nonisolated let store: any Store
    public nonisolated let limits: RoomLimits
    private var rooms: [String: GameRoom] = [:]
    /// Each room's latest save: the next one waits for it, so a room's events reach the store in their
    /// order and a crash can never keep an event without the ones before it.
    private var saving: [String: Task<Void, any Error>] = [:]
    /// The rooms in memory in the order they were last active, a room appearing again at each
    /// activity (its earlier entries are then stale): a sweep reads only the front, the rooms that
    /// may have expired, never all of them.
    private var byActivity: [(code: String, at: Date)] = []
    private var swept = 0
    private let now: @Sendable () -> Date

    public init(store: any Store, limits: RoomLimits = RoomLimits(), now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.limits = limits
        self.now = now
    }

    /// What the store says of rooms other instances change (nothing with SQLite, one instance).
    public nonisolated func notices() -> AsyncStream<RoomNotice> { store.roomNotices() }

    /// Opens a room with a fresh secret seed; the answer holds the game master's token.
    public func create() async throws -> GameRoom {
        var generator = SystemRandomNumberGenerator()
        let seed = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var code = Self.code(using: &generator)
        while try await find(code) != nil { code = Self.code(using: &generator) }
        let date = now()
        let room = GameRoom(
            code: code, seed: seed.hex, commitment: FairDice.commitment(to: seed), masterToken: Self.token(using: &generator), createdAt: date)
        rooms[code] = room
        byActivity.append((code, date))
        try await store.createRoom(code: code, state: try JSONEncoder().encode(room), lastActivity: date)
        return room
    }

    /// The room with `code` (case and spaces ignored).
    public func room(_ code: String) async throws -> GameRoom {
        guard let room = try await find(Self.normalisedCode(code)) else { throw RoomError.unknownRoom(code: code) }
        return room
    }

    /// Joins a room, or comes back as the player `token` names; the master token makes the game master.
    public func join(_ code: String, name: String, colour: String, token: String?) async throws -> (GameRoom, RoomPlayer) {
        var generator = SystemRandomNumberGenerator()
        let arrival = RoomArrival(
            name: name, colour: colour, token: token, newID: String(Self.token(using: &generator).prefix(8)), newToken: Self.token(using: &generator))
        let joined = try await commit(code, .join(arrival))
        return (joined.room, joined.player)
    }

    /// Rolls `expression` for a player from the room's committed seed, the roll's number and the player's seed.
    /// A mistake in the notation draws no die and takes no number; a roll whose dice lead to an error
    /// (dividing by zero, too many explosions) is recorded with its `failure` and takes its number
    /// like any other, then throws ``RecordedRollFailure``.
    public func roll(
        _ code: String, player id: String, expression: String, playerSeed: String, visibility: RoomEvent.Visibility = .all, to: String? = nil
    ) async throws -> RoomEvent {
        let request = try RoomRollRequest(expression: expression, playerSeed: playerSeed, visibility: visibility, to: to)
        let rolled = try await commit(code, .roll(player: id, request))
        let event = try event(of: rolled)
        if let failure = rolled.rollFailure { throw RecordedRollFailure(error: failure, event: event) }
        return event
    }

    /// Every die of roll `sequence`, rolled again from the room's seed, for a player who may see it:
    /// the saved event lists large pools in summary (``DiceListing``).
    public func details(_ code: String, player id: String, sequence: Int) async throws -> [DiceRoll] {
        let room = try await room(code)
        let roll = try room.wholeRoll(sequence, for: id)
        return try FairDice.roll(roll.expression, seed: try Self.seed(of: room), sequence: sequence, playerSeed: roll.playerSeed)
    }

    /// Uses a party tool; its chance comes from the room's seed like the dice.
    public func party(_ code: String, player id: String, request: PartyRequest, playerSeed: String) async throws -> RoomEvent {
        try await event(of: commit(code, .party(player: id, request, playerSeed: playerSeed)))
    }

    /// Closes the room (game master only) and reveals its seed.
    public func close(_ code: String, player id: String) async throws -> RoomEvent {
        try await event(of: commit(code, .close(player: id)))
    }

    /// Forgets rooms idle longer than the lifetime, in memory and in the store, the longest idle
    /// first and a batch at a time, so that rooms in play wait for no long sweep (run in the
    /// background, not on the way of any request). Returns how many rooms went from the store.
    @discardableResult
    public func expire(batch: Int = 500) async throws -> Int {
        let cutoff = now().addingTimeInterval(-limits.idleLifetime)
        while swept < byActivity.count, byActivity[swept].at < cutoff {
            let code = byActivity[swept].code
            swept += 1
            if let room = rooms[code], room.lastActivity < cutoff { rooms[code] = nil }
        }
        if swept > 1_024, swept * 2 > byActivity.count {
            byActivity.removeFirst(swept)
            swept = 0
        }
        var gone = 0
        while true {
            let deleted = try await store.deleteRooms(inactiveBefore: cutoff, limit: batch)
            gone += deleted
            guard deleted == batch else { return gone }
            await Task.yield()
        }
    }

    /// Holds `action` to the rules on the room as it stands, then saves the event it adds. When
    /// another instance took that event's number meanwhile, the room is read again from the store and
    /// the action done once more from there, with the next number (a roll is rolled again for it, so
    /// that it still verifies).
    private func commit(_ code: String, _ action: RoomAction) async throws -> RoomTransition {
        var retried = false
        while true {
            let room = try await self.room(code)
            let seed = try Self.seed(of: room)
            var transition = try room.applying(action, at: now(), playerLimit: limits.players) {
                FairDice(seed: seed, sequence: $0, playerSeed: $1)
            }
            guard let event = transition.event else { return transition }
            do {
                // The room's own row holds its players and its closing; closing is always possible, so that a full room can be checked.
                let stateChanged = transition.room.players != room.players || transition.room.closed != room.closed
                transition.room = try await save(event, in: transition.room, stateChanged: stateChanged, enforcingLimit: !transition.room.closed)
                return transition
            } catch is RoomSequenceTaken where !retried {
                retried = true
            }
        }
    }

    /// The event a roll, a party tool or a closing adds (only a player coming back adds none).
    private func event(of transition: RoomTransition) throws -> RoomEvent {
        guard let event = transition.event else { throw RoomError.unknownPlayer }
        return event
    }

    /// Told that event `sequence` of room `code` was saved (by any instance): a copy in memory
    /// that lacks it is dropped, to be read again from the store. True when the copy had it already
    /// (this instance made that event).
    public func saved(_ code: String, sequence: Int) -> Bool {
        guard let room = rooms[code] else { return false }
        if room.lastSequence >= sequence { return true }
        rooms[code] = nil
        return false
    }

    /// Forgets every room held in memory (after a while without news of the other instances).
    public func forgetAll() {
        rooms = [:]
    }

    /// Room `code`'s events numbered after `sequence`, read from the store, with its players as
    /// last saved.
    public func events(_ code: String, after sequence: Int) async throws -> (events: [RoomEvent], players: [PublicPlayer]) {
        guard let saved = try await store.roomEvents(code: code, after: sequence) else { return ([], []) }
        let decoder = JSONDecoder()
        let room = try decoder.decode(GameRoom.self, from: saved.state)
        return (try saved.events.map { try decoder.decode(RoomEvent.self, from: $0) }, room.players.map(\.publicView))
    }

    /// Saves `event`, which `room` ends with, and the room's state when the event changed it; the
    /// room in memory changes before the save is awaited, so the next event takes the next number, and
    /// the save starts only once the room's previous one is done (the calls of several phones would
    /// otherwise reach the store in any order). Answers the room as this event left it; a save that
    /// fails (the database is unreachable, another instance took the number) drops the room from memory.
    private func save(_ event: RoomEvent, in room: GameRoom, stateChanged: Bool, enforcingLimit: Bool) async throws -> GameRoom {
        var room = room
        let encoder = JSONEncoder()
        let eventData = try encoder.encode(event)
        if enforcingLimit {
            guard room.events.count <= limits.events else { throw RoomError.full(limit: limits.events) }
            guard room.eventBytes + eventData.count <= limits.eventBytes else { throw RoomError.tooLarge(limit: limits.eventBytes) }
        }
        room.eventBytes += eventData.count
        rooms[room.code] = room
        byActivity.append((room.code, event.at))
        let state = stateChanged ? try encoder.encode(room) : nil
        let (code, previous, store) = (room.code, saving[room.code], store)
        let save = Task {
            try await previous?.value
            try await store.appendRoomEvent(code: code, sequence: event.sequence, event: eventData, lastActivity: event.at, state: state)
        }
        saving[code] = save
        defer { if saving[code] == save { saving[code] = nil } }
        do {
            try await save.value
        } catch {
            // The store is the room's truth: an event it did not keep is forgotten here too, and the
            // room is read again from the store when next asked for.
            rooms[code] = nil
            throw error
        }
        return room
    }

    private func find(_ code: String) async throws -> GameRoom? {
        if let room = rooms[code] {
            guard isAlive(room) else {
                rooms[code] = nil
                return nil
            }
            return room
        }
        guard let saved = try await store.room(code: code) else { return nil }
        // Another call may have loaded (and changed) the room while this one read the store.
        if let loaded = rooms[code] { return loaded }
        let decoder = JSONDecoder()
        var room = try decoder.decode(GameRoom.self, from: saved.state)
        room.events = try saved.events.map { try decoder.decode(RoomEvent.self, from: $0) }
        room.eventBytes = saved.events.reduce(0) { $0 + $1.count }
        // The saved state is as of the last join or closing; the room was last active at its last event.
        room.lastActivity = max(room.lastActivity, room.events.last?.at ?? room.lastActivity)
        guard isAlive(room) else { return nil }
        rooms[code] = room
        byActivity.append((code, room.lastActivity))
        return room
    }

    private func isAlive(_ room: GameRoom) -> Bool {
        now().timeIntervalSince(room.lastActivity) <= limits.idleLifetime
    }

    /// Room codes avoid letters and digits that read alike (0/O, 1/I/L).
    static let alphabet = Array("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
    /// Characters in a new code: 31¹⁰ ≈ 2⁴⁹·⁵ codes, read aloud and typed in two groups of five
    /// (`K7QX2-M4PR9`). Rooms opened with the earlier six-character codes keep them.
    static let codeLength = 10

    static func code(using generator: inout some RandomNumberGenerator) -> String {
        String((0..<codeLength).map { _ in alphabet[generator.face(in: 0...alphabet.count - 1)] })
    }

    /// A room code as stored: upper case, without spaces or dashes.
    public static func normalisedCode(_ code: String) -> String {
        String(code.uppercased().filter { !$0.isWhitespace && $0 != "-" }.prefix(12))
    }

    static func token(using generator: inout some RandomNumberGenerator) -> String {
        (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }.hex
    }

    /// The room's secret seed as bytes, from which its dice are rolled.
    private static func seed(of room: GameRoom) throws -> [UInt8] {
        guard let seed = [UInt8](hex: room.seed) else { throw RoomError.closed }
        return seed
    }
}
