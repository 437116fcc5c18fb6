import Foundation
import Testing

@testable import BaluchonCore

@Suite("Room rules: party tools within their bounds, with no store")
struct RoomPartyRulesTests {
    @Test("Teams: 2 to 10", arguments: [(1, false), (2, true), (10, true), (11, false)])
    func teams(count: Int, allowed: Bool) throws {
        try expect(.teams(count), allowed: allowed)
    }

    @Test("A timer: 5 s to an hour, every phone counting down to the same instant", arguments: [(4, false), (5, true), (3600, true), (3601, false)])
    func timer(seconds: Int, allowed: Bool) throws {
        let outcome = try expect(.timer(seconds: seconds), allowed: allowed)
        if allowed { #expect(outcome?.endsAt == RoomFixture.opened.addingTimeInterval(60 + Double(seconds))) }
    }

    @Test("A score change: within ±1000", arguments: [(-1001, false), (-1000, true), (1000, true), (1001, false)])
    func scoreChange(delta: Int, allowed: Bool) throws {
        let (_, master, _) = try RoomFixture.room()
        let outcome = try expect(.score(player: master.id, delta: delta), allowed: allowed)
        if allowed { #expect(outcome?.player == master.id && outcome?.delta == delta) }
    }

    @Test(
        "Roles: 1 to 20 of 1 to 24 characters",
        arguments: [
            ([], false), (["wolf"], true), (Array(repeating: "x", count: 21), false), ([String(repeating: "r", count: 25)], false), ([" "], false),
        ])
    func roles(roles: [String], allowed: Bool) throws {
        try expect(.roles(roles), allowed: allowed)
    }

    @Test("A player marks their own score; only the game master changes another's, of a player of the room")
    func scores() throws {
        let (room, master, players) = try RoomFixture.room()
        #expect(try RoomFixture.apply(RoomFixture.party(.score(player: players[0].id, delta: 2), by: players[0].id), to: room).event != nil)
        #expect(try RoomFixture.apply(RoomFixture.party(.score(player: players[1].id, delta: 1), by: master.id), to: room).event != nil)
        #expect(throws: RoomError.notMaster) {
            try RoomFixture.apply(RoomFixture.party(.score(player: players[1].id, delta: -5), by: players[0].id), to: room)
        }
        #expect(throws: RoomError.unknownPlayer) {
            try RoomFixture.apply(RoomFixture.party(.score(player: "nobody", delta: 1), by: master.id), to: room)
        }
    }

    @Test("Secret roles are the game master's to deal, one to each player")
    func dealing() throws {
        let (room, master, players) = try RoomFixture.room()
        #expect(throws: RoomError.notMaster) { try RoomFixture.apply(RoomFixture.party(.roles(["wolf"]), by: players[0].id), to: room) }
        let dealt = try RoomFixture.apply(RoomFixture.party(.roles(["wolf", " seer "]), by: master.id), to: room)
        let roles = try #require(dealt.event?.party?.roles)
        #expect(Set(roles.keys) == Set(room.players.map(\.id)))
        #expect(roles.values.sorted() == ["seer", "seer", "wolf"])
    }

    @Test("Cards come from one deck until it is shuffled again; a draw is 1 to 10 cards")
    func deck() throws {
        var (room, master, _) = try RoomFixture.room()
        var drawn: [String] = []
        for _ in 0..<5 {
            let draw = try RoomFixture.apply(RoomFixture.party(.draw(10), by: master.id), to: room)
            drawn += draw.event?.party?.cards ?? []
            room = draw.room
        }
        #expect(Set(drawn).count == 50)
        #expect(throws: RoomError.deckEmpty(left: 2)) { try RoomFixture.apply(RoomFixture.party(.draw(3), by: master.id), to: room) }
        room = try RoomFixture.apply(RoomFixture.party(.shuffle, by: master.id), to: room).room
        #expect(throws: RoomError.deckEmpty(left: 52)) { try RoomFixture.apply(RoomFixture.party(.draw(0), by: master.id), to: room) }
        #expect(throws: RoomError.deckEmpty(left: 52)) { try RoomFixture.apply(RoomFixture.party(.draw(11), by: master.id), to: room) }
        #expect(try RoomFixture.apply(RoomFixture.party(.draw(3), by: master.id), to: room).event?.party?.cardsLeft == 49)
    }

    @Test("Coin, who starts and teams draw from the generator of the event's number: the same number, the same outcome")
    func chance() throws {
        let (room, _, players) = try RoomFixture.room()
        for request in [PartyRequest.coin, .start, .teams(2)] {
            let once = try RoomFixture.apply(RoomFixture.party(request, by: players[0].id), to: room)
            let again = try RoomFixture.apply(RoomFixture.party(request, by: players[1].id), to: room)
            #expect(once.event?.party == again.event?.party)
            #expect(once.event?.sequence == 4 && once.room.players == room.players)
        }
        let order = try RoomFixture.apply(RoomFixture.party(.start, by: players[0].id), to: room).event?.party?.order
        #expect(Set(order ?? []) == Set(room.players.map(\.id)))
    }

    /// Uses `request` as the game master of a room of three and checks it is allowed or refused as
    /// a bad request; answers the outcome when allowed.
    @discardableResult
    private func expect(_ request: PartyRequest, allowed: Bool) throws -> PartyOutcome? {
        let (room, master, _) = try RoomFixture.room()
        let action = RoomFixture.party(request, by: master.id)
        guard allowed else {
            #expect(throws: RoomError.badPartyRequest) { try RoomFixture.apply(action, to: room) }
            return nil
        }
        return try #require(try RoomFixture.apply(action, to: room).event?.party)
    }
}
