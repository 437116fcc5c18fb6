import BaluchonCore
import BaluchonStore
import Foundation
import Synchronization
import Testing

@testable import BaluchonToolkit

@Suite("Game rooms: joining, secret rolls, limits, restart and expiry")
struct RoomServiceTests {
    @Test("A new room has a ten-character code and a commitment to a seed nobody has seen")
    func create() async throws {
        let room = try await RoomService(store: try SQLiteStore.inMemory()).create()
        #expect(room.code.count == 10)
        #expect(room.code.allSatisfy { RoomService.alphabet.contains($0) })
        #expect(FairDice.commitment(to: [UInt8](hex: room.seed)!) == room.commitment)
    }

    @Test("Codes are found whatever their case or spacing")
    func codeSpelling() async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let typed = " " + room.code.lowercased().prefix(5) + "-" + room.code.suffix(5)
        #expect(try await service.room(String(typed)).code == room.code)
    }

    @Test("An unknown code is a clear not-found error")
    func unknown() async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        await #expect(throws: RoomError.unknownRoom(code: "ZZZZZZ")) { try await service.room("ZZZZZZ") }
    }

    @Test("The master token makes the game master; others join as players and come back with their token")
    func joining() async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let (_, master) = try await service.join(room.code, name: "Maud", colour: "#aa3300", token: room.masterToken)
        let (_, player) = try await service.join(room.code, name: "Ilyes", colour: "#0055FF", token: nil)
        let (after, again) = try await service.join(room.code, name: "ignored", colour: "#000000", token: player.token)
        #expect(master.master)
        #expect(!player.master)
        #expect(again == player)
        #expect(after.players.count == 2)
        #expect(after.events.map(\.sequence) == [1, 2])
    }

    @Test(
        "Hostile names and colours are refused",
        arguments: [
            "", "<script>", String(repeating: "a", count: 25), "a\u{0}b", "   ", "\u{202E}nimda", "Zo\u{200B}é",
            "Z" + String(repeating: "\u{0301}", count: 60),
        ])
    func hostileNames(name: String) async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        await #expect(throws: RoomError.badName) { try await service.join(room.code, name: name, colour: "#123456", token: nil) }
        await #expect(throws: RoomError.badColour) { try await service.join(room.code, name: "Ana", colour: "red;x", token: nil) }
    }

    @Test("Real names pass whatever their script, spaces tidied", arguments: ["Zoé", "Anne-Marie", "O’Brien", "李小龍", "Nguyễn Thị Ánh", "Ilyès 2"])
    func realNames(name: String) async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let (_, player) = try await service.join(room.code, name: "  " + name + " ", colour: "#123456", token: nil)
        #expect(player.name == name)
    }

    @Test("A room takes at most its player limit")
    func full() async throws {
        var limits = RoomLimits()
        limits.players = 2
        let service = RoomService(store: try SQLiteStore.inMemory(), limits: limits)
        let room = try await service.create()
        _ = try await service.join(room.code, name: "A", colour: "#111111", token: nil)
        _ = try await service.join(room.code, name: "B", colour: "#222222", token: nil)
        await #expect(throws: RoomError.full(limit: 2)) { try await service.join(room.code, name: "C", colour: "#333333", token: nil) }
    }

    @Test("Secret and private rolls are hidden from the others, visible to the master and the player named")
    func secrecy() async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let (_, master) = try await service.join(room.code, name: "Maud", colour: "#aa3300", token: room.masterToken)
        let (_, ana) = try await service.join(room.code, name: "Ana", colour: "#00aa00", token: nil)
        let (_, bo) = try await service.join(room.code, name: "Bo", colour: "#0000aa", token: nil)
        let secret = try await service.roll(room.code, player: master.id, expression: "1d20", playerSeed: "masterseed", visibility: .master)
        let note = try await service.roll(room.code, player: master.id, expression: "1d6", playerSeed: "masterseed", visibility: .private, to: ana.id)
        #expect(secret.seen(by: ana).rolls == nil)
        #expect(secret.seen(by: ana).hidden == true)
        #expect(secret.seen(by: master).rolls != nil)
        #expect(note.seen(by: ana).rolls != nil)
        #expect(note.seen(by: bo).rolls == nil)
        await #expect(throws: RoomError.notMaster) {
            try await service.roll(room.code, player: ana.id, expression: "1d20", playerSeed: "anaseed123", visibility: .master)
        }
    }

    @Test("Bad rolls are refused with the notation's error")
    func badRoll() async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let (_, ana) = try await service.join(room.code, name: "Ana", colour: "#00aa00", token: nil)
        await #expect(throws: DiceError.self) {
            try await service.roll(room.code, player: ana.id, expression: "1000000d1000000", playerSeed: "anaseed123")
        }
        await #expect(throws: RoomError.badSeed) { try await service.roll(room.code, player: ana.id, expression: "1d6", playerSeed: "x") }
    }

    @Test("Rooms survive a restart: a new service on the same store finds every player and event, closed or not")
    func restart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rooms-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = RoomService(store: try SQLiteStore.open(directory: directory))
        let room = try await first.create()
        let (_, master) = try await first.join(room.code, name: "Maud", colour: "#aa3300", token: room.masterToken)
        let (_, ana) = try await first.join(room.code, name: "Ana", colour: "#00aa00", token: nil)
        _ = try await first.roll(room.code, player: ana.id, expression: "6x 3d6", playerSeed: "anaseed123")
        _ = try await first.party(room.code, player: ana.id, request: .draw(2), playerSeed: "anaseed123")
        _ = try await first.roll(room.code, player: master.id, expression: "1d20", playerSeed: "maudseed01", visibility: .master)
        let open = try await first.room(room.code)
        let reopened = try await RoomService(store: try SQLiteStore.open(directory: directory)).room(room.code)
        #expect(reopened == open)
        #expect(reopened.events.map(\.sequence) == Array(1...5))
        _ = try await first.close(room.code, player: master.id)
        let closed = try await RoomService(store: try SQLiteStore.open(directory: directory)).room(room.code)
        #expect(closed == (try await first.room(room.code)))
        #expect(closed.closed)
    }

    @Test("Rooms idle past their lifetime are forgotten")
    func expiry() async throws {
        let clock = TestClock()
        let service = RoomService(store: try SQLiteStore.inMemory(), now: { clock.now })
        let room = try await service.create()
        clock.advance(by: 23 * 3600)
        #expect(try await service.room(room.code).code == room.code)
        clock.advance(by: 25 * 3600)
        try await service.expire()
        await #expect(throws: RoomError.unknownRoom(code: room.code)) { try await service.room(room.code) }
    }

    /// A service on an SQLite store of its own, with a room where Ana is the game master.
    static func roomWithMaster() async throws -> (SQLiteStore, RoomService, GameRoom, RoomPlayer) {
        let store = try SQLiteStore.inMemory()
        let service = RoomService(store: store)
        let room = try await service.create()
        let (_, ana) = try await service.join(room.code, name: "Ana", colour: "#112233", token: room.masterToken)
        return (store, service, room, ana)
    }

    @Test("A roll that loses its number to another instance reads the room again and takes the next one, rolled again so that it verifies")
    func lostRace() async throws {
        let (store, service, room, ana) = try await Self.roomWithMaster()
        // Another instance sharing the store saved event 2 meanwhile; this one still holds the room without it.
        let other = RoomService(store: store)
        let (_, bea) = try await other.join(room.code, name: "Bea", colour: "#445566", token: nil)
        let roll = try await service.roll(room.code, player: ana.id, expression: "1d6", playerSeed: "anaseed1")
        #expect(roll.sequence == 3)
        let seed = try #require([UInt8](hex: room.seed))
        #expect(roll.rolls == (try FairDice.roll("1d6", seed: seed, sequence: 3, playerSeed: "anaseed1")))
        let events = try await service.room(room.code).events
        #expect(events.map(\.sequence) == [1, 2, 3])
        #expect(events[1].player == bea.publicView, "event 2 is the other instance's, kept as it saved it")
        #expect(try await service.room(room.code).players.map(\.id) == [ana.id, bea.id])
        #expect(try await store.room(code: room.code)?.events.count == 3)
    }

    @Test("An event the store cannot save is not kept: the room is read again from the store when next asked for")
    func refusedSave() async throws {
        let (store, service, room, ana) = try await Self.roomWithMaster()
        // The room is gone from the store (another instance expired it): the save fails, nothing is kept.
        try await store.deleteRooms(inactiveBefore: Date().addingTimeInterval(3600))
        await #expect(throws: (any Error).self) {
            try await service.roll(room.code, player: ana.id, expression: "1d6", playerSeed: "anaseed1")
        }
        await #expect(throws: RoomError.unknownRoom(code: room.code)) { try await service.room(room.code) }
    }

    @Test("Told of an event saved elsewhere, the service drops its stale copy and reads the news from the store")
    func savedElsewhere() async throws {
        let (store, service, room, ana) = try await Self.roomWithMaster()
        #expect(await service.saved(room.code, sequence: 1), "its own event")
        let (_, bea) = try await RoomService(store: store).join(room.code, name: "Bea", colour: "#445566", token: nil)
        #expect(await !service.saved(room.code, sequence: 2))
        let news = try await service.events(room.code, after: 1)
        #expect(news.events.map(\.sequence) == [2] && news.players == [ana.publicView, bea.publicView])
        #expect(try await service.room(room.code).lastSequence == 2)
    }
}

/// A clock the test moves by hand.
final class TestClock: Sendable {
    private let date = Mutex(Date(timeIntervalSince1970: 1_000_000))

    var now: Date { date.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        date.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

@Suite("Party tools in a room")
struct RoomPartyTests {
    func room(players: Int) async throws -> (RoomService, GameRoom, RoomPlayer, [RoomPlayer]) {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let (_, master) = try await service.join(room.code, name: "Maud", colour: "#aa3300", token: room.masterToken)
        var others: [RoomPlayer] = []
        for index in 0..<players {
            others.append(try await service.join(room.code, name: "P\(index)", colour: "#123456", token: nil).1)
        }
        return (service, room, master, others)
    }

    @Test("Secret roles: each player is sent only their own; the game master sees them all")
    func roles() async throws {
        let (service, room, master, players) = try await room(players: 4)
        let event = try await service.party(
            room.code, player: master.id, request: .roles(["werewolf", "seer", "villager"]), playerSeed: "masterseed")
        let all = try #require(event.party?.roles)
        #expect(all.count == 5)
        #expect(all.values.filter { $0 == "werewolf" }.count == 1)
        for player in players {
            #expect(event.seen(by: player).party?.roles == [player.id: all[player.id]!])
        }
        #expect(event.seen(by: master).party?.roles == all)
        await #expect(throws: RoomError.notMaster) {
            try await service.party(room.code, player: players[0].id, request: .roles(["a"]), playerSeed: "playerseed")
        }
    }

    @Test("Cards come from one deck until it is shuffled again")
    func deck() async throws {
        let (service, room, master, _) = try await room(players: 1)
        var drawn: [String] = []
        for _ in 0..<5 {
            drawn += try await service.party(room.code, player: master.id, request: .draw(10), playerSeed: "masterseed").party?.cards ?? []
        }
        #expect(Set(drawn).count == 50)
        await #expect(throws: RoomError.deckEmpty(left: 2)) {
            try await service.party(room.code, player: master.id, request: .draw(3), playerSeed: "masterseed")
        }
        _ = try await service.party(room.code, player: master.id, request: .shuffle, playerSeed: "masterseed")
        let after = try await service.party(room.code, player: master.id, request: .draw(3), playerSeed: "masterseed")
        #expect(after.party?.cardsLeft == 49)
    }

    @Test("Teams, who starts, scores and timers", arguments: [PartyRequest.teams(2), .start, .coin, .timer(seconds: 60)])
    func tools(request: PartyRequest) async throws {
        let (service, room, master, _) = try await room(players: 4)
        let event = try await service.party(room.code, player: master.id, request: request, playerSeed: "masterseed")
        switch request {
        case .teams: #expect(event.party?.teams?.map(\.count).sorted() == [2, 3])
        case .start: #expect(Set(event.party?.order ?? []).count == 5)
        case .coin: #expect(event.party?.heads != nil)
        case .timer: #expect(event.party?.endsAt == event.at.addingTimeInterval(60))
        default: Issue.record("not covered")
        }
    }

    @Test("Nonsense values are refused", arguments: [PartyRequest.teams(1), .teams(11), .timer(seconds: 2), .roles([]), .draw(0)])
    func nonsense(request: PartyRequest) async throws {
        let (service, room, master, _) = try await room(players: 2)
        await #expect(throws: RoomError.self) { try await service.party(room.code, player: master.id, request: request, playerSeed: "masterseed") }
    }

    @Test("A score change names a player of the room")
    func score() async throws {
        let (service, room, master, players) = try await room(players: 1)
        let event = try await service.party(room.code, player: master.id, request: .score(player: players[0].id, delta: 3), playerSeed: "masterseed")
        #expect(event.party?.player == players[0].id)
        #expect(event.party?.delta == 3)
        await #expect(throws: RoomError.unknownPlayer) {
            try await service.party(room.code, player: master.id, request: .score(player: "nobody", delta: 1), playerSeed: "masterseed")
        }
    }
}
