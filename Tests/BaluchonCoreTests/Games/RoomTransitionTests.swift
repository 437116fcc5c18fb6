import Foundation
import Testing

@testable import BaluchonCore

@Suite("Room rules: joining, rolling and closing, one room state to the next with no store")
struct RoomTransitionTests {
    @Test("The master token makes the game master; newcomers take the id and token drawn for them, event by event")
    func joining() throws {
        let (room, master, players) = try RoomFixture.room()
        #expect(master.master && master.token == "token-Maud")
        #expect(players.map(\.master) == [false, false])
        #expect(room.players.map(\.id) == ["id-Maud", "id-Ana", "id-Bo"])
        #expect(room.events.map(\.sequence) == [1, 2, 3])
        #expect(room.events.map(\.kind) == [.joined, .joined, .joined])
        #expect(room.lastActivity == RoomFixture.opened.addingTimeInterval(60))
    }

    @Test("A colour is kept in lower case and a name with its spaces tidied")
    func tidied() throws {
        let (_, player) = try RoomFixture.join(RoomFixture.empty, name: "  Anne-Marie  ", colour: "#AA33FF")
        #expect(player.name == "Anne-Marie" && player.colour == "#aa33ff")
    }

    @Test("The master token makes no second game master")
    func oneMaster() throws {
        let (room, _, _) = try RoomFixture.room()
        let (_, again) = try RoomFixture.join(room, name: "Zoé", token: RoomFixture.masterToken)
        #expect(!again.master)
    }

    @Test("A player's token brings them back, whatever name is typed and even to a closed room: no event, no change")
    func comingBack() throws {
        let (room, master, players) = try RoomFixture.room()
        let closed = try RoomFixture.apply(.close(player: master.id), to: room).room
        let arrival = RoomArrival(name: "", colour: "", token: players[0].token, newID: "unused", newToken: "unused")
        let back = try RoomFixture.apply(.join(arrival), to: closed)
        #expect(back.event == nil && back.room == closed && back.player == players[0])
    }

    @Test(
        "Hostile names are refused",
        arguments: ["", "<script>", String(repeating: "a", count: 25), "a\u{0}b", "   ", "Z" + String(repeating: "\u{0301}", count: 60)])
    func hostileName(name: String) {
        #expect(throws: RoomError.badName) { try RoomFixture.join(RoomFixture.empty, name: name) }
    }

    @Test("Colours other than #rrggbb are refused", arguments: ["red", "#12345", "#1234567", "#12345g", "red;x"])
    func badColour(colour: String) {
        #expect(throws: RoomError.badColour) { try RoomFixture.join(RoomFixture.empty, name: "Ana", colour: colour) }
    }

    @Test("A name that reads like one in the room is taken", arguments: ["maud", "MAÜD", "Ｍａｕｄ", "Ma ud", "M\u{0430}ud", "Ma-ud"])
    func nameTaken(name: String) throws {
        let (room, _, _) = try RoomFixture.room()
        let clean = try RoomRules.checkedName(name)
        #expect(throws: RoomError.nameTaken(name: clean)) { try RoomFixture.join(room, name: name) }
    }

    @Test("A room takes at most its player limit")
    func full() throws {
        let (room, _, _) = try RoomFixture.room()
        #expect(throws: RoomError.full(limit: 3)) { try RoomFixture.join(room, name: "Zoé", playerLimit: 3) }
        #expect(try RoomFixture.join(room, name: "Zoé", playerLimit: 4).0.players.count == 4)
    }

    @Test("A roll draws its dice from the generator of its number and the roller's seed")
    func roll() throws {
        let (room, _, players) = try RoomFixture.room()
        var asked: [(Int, String)] = []
        let rolled = try room.applying(try RoomFixture.roll("2d6", by: players[0].id), at: RoomFixture.opened, playerLimit: 50) {
            asked.append(($0, $1))
            return ScriptedDice([3, 4])
        }
        #expect(asked.map(\.0) == [4] && asked.map(\.1) == ["playerseed1"])
        let event = try #require(rolled.event)
        #expect(event.sequence == 4 && event.kind == .roll && event.player == players[0].publicView)
        #expect(event.rolls?.map(\.total) == [7])
        #expect(event.expression == "2d6" && event.playerSeed == "playerseed1" && event.visibility == .all && event.to == nil)
        #expect(rolled.rollFailure == nil)
        #expect(rolled.room.events.last == event && rolled.room.players == room.players)
    }

    @Test("A roll whose dice lead to an error is recorded with its failure and takes its number")
    func failedRoll() throws {
        let (room, _, players) = try RoomFixture.room()
        let rolled = try room.applying(try RoomFixture.roll("1/(1d20-20)", by: players[0].id), at: RoomFixture.opened, playerLimit: 50) { _, _ in
            ScriptedDice([20])
        }
        #expect(rolled.rollFailure == .divisionByZero)
        #expect(rolled.event?.failure == "division_by_zero" && rolled.event?.rolls == nil && rolled.event?.sequence == 4)
        #expect(rolled.room.lastSequence == 4)
    }

    @Test("A mistake in the notation is refused before any room rule: no die, no number")
    func notation() {
        #expect(throws: DiceError.self) { try RoomRollRequest(expression: "1d", playerSeed: "playerseed1") }
    }

    @Test("Secret and private rolls are the game master's; a private roll names a player of the room")
    func secretRolls() throws {
        let (room, master, players) = try RoomFixture.room()
        for visibility in [RoomEvent.Visibility.master, .private] {
            #expect(throws: RoomError.notMaster) {
                try RoomFixture.apply(try RoomFixture.roll("1d20", by: players[0].id, visibility: visibility, to: players[1].id), to: room)
            }
        }
        #expect(throws: RoomError.unknownPlayer) {
            try RoomFixture.apply(try RoomFixture.roll("1d20", by: master.id, visibility: .private, to: "nobody"), to: room)
        }
        let note = try RoomFixture.apply(try RoomFixture.roll("1d6", by: master.id, visibility: .private, to: players[0].id), to: room)
        #expect(note.event?.to == players[0].id && note.event?.visibility == .private)
        let open = try RoomFixture.apply(try RoomFixture.roll("1d6", by: master.id, visibility: .all, to: players[0].id), to: room)
        #expect(open.event?.to == nil)
    }

    @Test(
        "A player's seed is 8 to 64 letters or digits",
        arguments: ["x", "short7", "has space in it", "accentué12", String(repeating: "a", count: 65)])
    func badSeed(seed: String) throws {
        let (room, master, _) = try RoomFixture.room()
        let roll = RoomAction.roll(player: master.id, try RoomRollRequest(expression: "1d6", playerSeed: seed))
        #expect(throws: RoomError.badSeed) { try RoomFixture.apply(roll, to: room) }
        #expect(throws: RoomError.badSeed) { try RoomFixture.apply(.party(player: master.id, .coin, playerSeed: seed), to: room) }
    }

    @Test("Only players of the room act in it")
    func strangers() throws {
        let (room, _, _) = try RoomFixture.room()
        #expect(throws: RoomError.unknownPlayer) { try RoomFixture.apply(try RoomFixture.roll("1d6", by: "nobody"), to: room) }
        #expect(throws: RoomError.unknownPlayer) { try RoomFixture.apply(RoomFixture.party(.coin, by: "nobody"), to: room) }
        #expect(throws: RoomError.unknownPlayer) { try RoomFixture.apply(.close(player: "nobody"), to: room) }
    }

    @Test("The game master alone closes the room, which reveals its seed; a closed room takes nothing more")
    func closing() throws {
        let (room, master, players) = try RoomFixture.room()
        #expect(throws: RoomError.notMaster) { try RoomFixture.apply(.close(player: players[0].id), to: room) }
        let closed = try RoomFixture.apply(.close(player: master.id), to: room)
        #expect(closed.room.closed && closed.event?.kind == .closed && closed.event?.seed == room.seed)
        #expect(throws: RoomError.closed) { try RoomFixture.apply(.close(player: master.id), to: closed.room) }
        #expect(throws: RoomError.closed) { try RoomFixture.join(closed.room, name: "Zoé") }
        #expect(throws: RoomError.closed) { try RoomFixture.apply(try RoomFixture.roll("1d6", by: players[0].id), to: closed.room) }
        #expect(throws: RoomError.closed) { try RoomFixture.apply(RoomFixture.party(.coin, by: players[0].id), to: closed.room) }
    }

    @Test("A secret roll is rolled again in whole for the game master and the roller, for no one else")
    func wholeRoll() throws {
        let (room, master, players) = try RoomFixture.room()
        let secret = try RoomFixture.apply(try RoomFixture.roll("1d20", by: master.id, visibility: .master), to: room).room
        let whole = try secret.wholeRoll(4, for: master.id)
        #expect(whole.expression == "1d20" && whole.playerSeed == "playerseed1")
        #expect(throws: RoomError.unknownRoll(sequence: 4)) { try secret.wholeRoll(4, for: players[0].id) }
        #expect(throws: RoomError.unknownRoll(sequence: 1)) { try secret.wholeRoll(1, for: master.id) }
        #expect(throws: RoomError.unknownPlayer) { try secret.wholeRoll(4, for: "nobody") }
    }
}
