import Foundation

@testable import BaluchonCore

/// Rooms for the transition tests: no store, no server, dice from a seeded generator unless a test
/// scripts them.
enum RoomFixture {
    static let opened = Date(timeIntervalSince1970: 1_000_000)
    static let masterToken = "master-token"

    /// An open room with no player.
    static var empty: GameRoom {
        GameRoom(code: "K7QX2M4PR9", seed: "00ff", commitment: "commitment", masterToken: masterToken, createdAt: opened)
    }

    /// A room where Maud is the game master and the others named are players, in that order.
    static func room(players names: [String] = ["Ana", "Bo"]) throws -> (GameRoom, master: RoomPlayer, players: [RoomPlayer]) {
        var (room, master) = try join(empty, name: "Maud", token: masterToken)
        var players: [RoomPlayer] = []
        for name in names {
            let (next, player) = try join(room, name: name)
            room = next
            players.append(player)
        }
        return (room, master, players)
    }

    /// The room after `name` joins (with `token`, if any), and the player who came in or back.
    static func join(
        _ room: GameRoom, name: String, colour: String = "#123456", token: String? = nil, playerLimit: Int = 50
    ) throws
        -> (GameRoom, RoomPlayer)
    {
        let arrival = RoomArrival(name: name, colour: colour, token: token, newID: "id-\(name)", newToken: "token-\(name)")
        let joined = try apply(.join(arrival), to: room, playerLimit: playerLimit)
        return (joined.room, joined.player)
    }

    /// `action` applied to `room` a minute after it opened, its chance from a generator seeded with the event's number.
    static func apply(_ action: RoomAction, to room: GameRoom, playerLimit: Int = 50) throws(RoomError) -> RoomTransition {
        try room.applying(action, at: opened.addingTimeInterval(60), playerLimit: playerLimit) { sequence, _ in
            SeededGenerator(state: UInt64(sequence))
        }
    }

    /// A roll of `expression` by player `id` with a valid seed.
    static func roll(_ expression: String, by id: String, visibility: RoomEvent.Visibility = .all, to: String? = nil) throws -> RoomAction {
        .roll(player: id, try RoomRollRequest(expression: expression, playerSeed: "playerseed1", visibility: visibility, to: to))
    }

    /// Party tool `request` used by player `id` with a valid seed.
    static func party(_ request: PartyRequest, by id: String) -> RoomAction {
        .party(player: id, request, playerSeed: "playerseed1")
    }
}
