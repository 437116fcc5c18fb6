import BaluchonCore
import BaluchonStore
import Foundation

/// The game rooms: created, joined, rolled in and closed here. Each event is saved to the store
/// (one small row) before it is answered, so rooms survive a restart; the room's own row changes
/// only when its players or its closing do. Rooms idle longer than their lifetime are forgotten.
public actor RoomService {
    private let store: any Store
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

    /// Opens a room with a fresh secret seed; the answer holds the game master's token.
    public func create() async throws -> GameRoom {
        var generator = SystemRandomNumberGenerator()
        let seed = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var code = Self.code(using: &generator)
        while try await find(code) != nil { code = Self.code(using: &generator) }
        let date = now()
        let room = GameRoom(
            code: code, seed: seed.hex, commitment: FairDice.commitment(to: seed), masterToken: Self.token(using: &generator), createdAt: date,
            lastActivity: date, players: [], closed: false)
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
        let room = try await self.room(code)
        if let token, let player = room.players.first(where: { $0.token == token }) {
            return (room, player)
        }
        let cleanName = try Self.checkedName(name)
        guard Self.isColour(colour) else { throw RoomError.badColour }
        var generator = SystemRandomNumberGenerator()
        let (joined, event) = try await commit(code, stateChanged: true) { room in
            guard !room.closed else { throw RoomError.closed }
            guard room.players.count < limits.players else { throw RoomError.full(limit: limits.players) }
            let key = PlayerName.key(cleanName)
            guard !room.players.contains(where: { PlayerName.key($0.name) == key }) else { throw RoomError.nameTaken(name: cleanName) }
            let master = token == room.masterToken && !room.players.contains(where: \.master)
            let player = RoomPlayer(
                id: String(Self.token(using: &generator).prefix(8)), name: cleanName, colour: colour.lowercased(),
                token: Self.token(using: &generator), master: master)
            var room = room
            room.players.append(player)
            return (room, RoomEvent(sequence: room.lastSequence + 1, kind: .joined, player: player.publicView, at: now()))
        }
        // The player just added, with the token that brings them back.
        guard let player = joined.player(event.player.id) else { throw RoomError.unknownPlayer }
        return (joined, player)
    }

    /// Rolls `expression` for a player from the room's committed seed, the roll's number and the player's seed.
    /// A mistake in the notation draws no die and takes no number; a roll whose dice lead to an error
    /// (dividing by zero, too many explosions) is recorded with its `failure` and takes its number
    /// like any other, then throws ``RecordedRollFailure``.
    public func roll(
        _ code: String, player id: String, expression: String, playerSeed: String, visibility: RoomEvent.Visibility = .all, to: String? = nil
    ) async throws -> RoomEvent {
        let program = try DiceParser.parse(expression)
        var failure: DiceError?
        let event = try await commit(code) { room in
            try rolled(in: room, player: id, program: program, expression: expression, playerSeed: playerSeed, visibility: visibility, to: to) {
                failure = $0
            }
        }.event
        if let failure { throw RecordedRollFailure(error: failure, event: event) }
        return event
    }

    /// The roll the event records: its listed rolls, or its failure (passed to `failed` too).
    private func rolled(
        in room: GameRoom, player id: String, program: DiceProgram, expression: String, playerSeed: String, visibility: RoomEvent.Visibility,
        to: String?, failed: (DiceError?) -> Void
    ) throws -> (GameRoom, RoomEvent) {
        guard !room.closed else { throw RoomError.closed }
        guard let player = room.player(id) else { throw RoomError.unknownPlayer }
        guard Self.isSeed(playerSeed) else { throw RoomError.badSeed }
        if visibility == .master && !player.master { throw RoomError.notMaster }
        if visibility == .private {
            guard player.master else { throw RoomError.notMaster }
            guard let to, room.player(to) != nil else { throw RoomError.unknownPlayer }
        }
        let sequence = room.lastSequence + 1
        guard let seed = [UInt8](hex: room.seed) else { throw RoomError.closed }
        var event = RoomEvent(sequence: sequence, kind: .roll, player: player.publicView, at: now())
        event.expression = expression
        event.playerSeed = playerSeed
        do {
            event.rolls = try FairDice.roll(program, seed: seed, sequence: sequence, playerSeed: playerSeed).listed()
            failed(nil)
        } catch {
            event.failure = error.code.rawValue
            failed(error)
        }
        event.visibility = visibility
        event.to = visibility == .private ? to : nil
        return (room, event)
    }

    /// Every die of roll `sequence`, rolled again from the room's seed, for a player who may see it:
    /// the saved event lists large pools in summary (``DiceListing``).
    public func details(_ code: String, player id: String, sequence: Int) async throws -> [DiceRoll] {
        let room = try await room(code)
        guard let reader = room.player(id) else { throw RoomError.unknownPlayer }
        guard let event = room.events.first(where: { $0.sequence == sequence }), event.kind == .roll, event.rolls != nil,
            event.seen(by: reader).hidden != true, let expression = event.expression, let playerSeed = event.playerSeed,
            let seed = [UInt8](hex: room.seed)
        else { throw RoomError.unknownRoll(sequence: sequence) }
        return try FairDice.roll(expression, seed: seed, sequence: sequence, playerSeed: playerSeed)
    }

    /// Uses a party tool; its chance comes from the room's seed like the dice.
    public func party(_ code: String, player id: String, request: PartyRequest, playerSeed: String) async throws -> RoomEvent {
        try await commit(code) { room in try used(request, in: room, player: id, playerSeed: playerSeed) }.event
    }

    private func used(_ request: PartyRequest, in room: GameRoom, player id: String, playerSeed: String) throws -> (GameRoom, RoomEvent) {
        guard !room.closed else { throw RoomError.closed }
        guard let player = room.player(id) else { throw RoomError.unknownPlayer }
        guard Self.isSeed(playerSeed) else { throw RoomError.badSeed }
        guard let seed = [UInt8](hex: room.seed) else { throw RoomError.closed }
        let sequence = room.lastSequence + 1
        let date = now()
        var dice = FairDice(seed: seed, sequence: sequence, playerSeed: playerSeed)
        let ids = room.players.map(\.id)
        var outcome: PartyOutcome
        switch request {
        case .coin:
            outcome = PartyOutcome(tool: .coin)
            outcome.heads = PartyTools.coin(using: &dice)
        case .start:
            outcome = PartyOutcome(tool: .start)
            outcome.order = PartyTools.shuffled(ids, using: &dice)
        case .teams(let count):
            guard (2...10).contains(count) else { throw RoomError.badPartyRequest }
            outcome = PartyOutcome(tool: .teams)
            outcome.teams = PartyTools.teams(ids, count: count, using: &dice)
        case .shuffle:
            outcome = PartyOutcome(tool: .shuffle)
            outcome.cardsLeft = PartyTools.deck.count
        case .draw(let count):
            let left = Self.deckLeft(room)
            guard (1...10).contains(count), count <= left.count else { throw RoomError.deckEmpty(left: left.count) }
            outcome = PartyOutcome(tool: .draw)
            outcome.cards = Array(PartyTools.shuffled(left, using: &dice).prefix(count))
            outcome.cardsLeft = left.count - count
        case .roles(let roles):
            guard player.master else { throw RoomError.notMaster }
            let clean = roles.map { $0.trimmingCharacters(in: .whitespaces) }
            guard (1...20).contains(clean.count), clean.allSatisfy({ (1...24).contains($0.count) }) else { throw RoomError.badPartyRequest }
            outcome = PartyOutcome(tool: .roles)
            outcome.roles = Dictionary(uniqueKeysWithValues: PartyTools.deal(clean, to: ids, using: &dice))
        case .score(let target, let delta):
            guard room.player(target) != nil else { throw RoomError.unknownPlayer }
            // A player may mark their own score; only the game master changes another's.
            guard target == player.id || player.master else { throw RoomError.notMaster }
            guard (-1000...1000).contains(delta) else { throw RoomError.badPartyRequest }
            outcome = PartyOutcome(tool: .score)
            outcome.player = target
            outcome.delta = delta
        case .timer(let seconds):
            guard (5...3600).contains(seconds) else { throw RoomError.badPartyRequest }
            outcome = PartyOutcome(tool: .timer)
            outcome.seconds = seconds
            outcome.endsAt = date.addingTimeInterval(TimeInterval(seconds))
        }
        var event = RoomEvent(sequence: sequence, kind: .party, player: player.publicView, at: date)
        event.party = outcome
        return (room, event)
    }

    /// The cards not drawn since the last shuffle (or the room's start).
    static func deckLeft(_ room: GameRoom) -> [String] {
        var drawn = Set<String>()
        for event in room.events {
            guard let party = event.party else { continue }
            if party.tool == .shuffle { drawn = [] }
            drawn.formUnion(party.cards ?? [])
        }
        return PartyTools.deck.filter { !drawn.contains($0) }
    }

    /// Closes the room (game master only) and reveals its seed.
    public func close(_ code: String, player id: String) async throws -> RoomEvent {
        try await commit(code, stateChanged: true, enforcingLimit: false) { room in
            guard let player = room.player(id) else { throw RoomError.unknownPlayer }
            guard player.master else { throw RoomError.notMaster }
            guard !room.closed else { throw RoomError.closed }
            var event = RoomEvent(sequence: room.lastSequence + 1, kind: .closed, player: player.publicView, at: now())
            event.seed = room.seed
            var room = room
            room.closed = true
            return (room, event)
        }.event
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

    /// Saves the event `make` draws up from the room (with the room as the event changes it). When
    /// another instance took that event's number meanwhile, the room is read again from the store
    /// and the event drawn up once more from there, with the next number (a roll is rolled again
    /// for it, so that it still verifies).
    private func commit(
        _ code: String, stateChanged: Bool = false, enforcingLimit: Bool = true, _ make: (GameRoom) throws -> (GameRoom, RoomEvent)
    ) async throws -> (room: GameRoom, event: RoomEvent) {
        var retried = false
        while true {
            let (room, event) = try make(try await self.room(code))
            do {
                return (try await append(event, to: room, stateChanged: stateChanged, enforcingLimit: enforcingLimit), event)
            } catch is RoomSequenceTaken where !retried {
                retried = true
            }
        }
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

    /// Adds `event` to the room and saves it, with the room's state when the event changed it; the
    /// room in memory changes before the save is awaited, so the next event takes the next number, and
    /// the save starts only once the room's previous one is done (the calls of several phones would
    /// otherwise reach the store in any order). Answers the room as this event left it; a save that
    /// fails (the database is unreachable, another instance took the number) drops the room from memory.
    @discardableResult
    private func append(_ event: RoomEvent, to room: GameRoom, stateChanged: Bool = false, enforcingLimit: Bool = true) async throws -> GameRoom {
        var room = room
        let encoder = JSONEncoder()
        let eventData = try encoder.encode(event)
        if enforcingLimit {
            guard room.events.count < limits.events else { throw RoomError.full(limit: limits.events) }
            guard room.eventBytes + eventData.count <= limits.eventBytes else { throw RoomError.tooLarge(limit: limits.eventBytes) }
        }
        room.events.append(event)
        room.eventBytes += eventData.count
        room.lastActivity = event.at
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

    /// A name shown to every player: letters, digits, spaces and a little punctuation, 1 to 24
    /// characters of at most 48 code points in all (a letter may carry an accent or two, not a
    /// tower of them spilling over the others' screens).
    static func checkedName(_ name: String) throws -> String {
        let trimmed = name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let allowed = trimmed.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || "-'’._".contains($0) }
        guard (1...24).contains(trimmed.count), trimmed.unicodeScalars.count <= 48, allowed else { throw RoomError.badName }
        return trimmed
    }

    static func isColour(_ text: String) -> Bool {
        text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
    }

    static func isSeed(_ text: String) -> Bool {
        (8...64).contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
