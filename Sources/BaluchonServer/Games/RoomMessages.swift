import BaluchonCore
import BaluchonToolkit

/// What a phone sends over a room's WebSocket (JSON text, `type` first); see docs/ROOMS.md.
struct ClientMessage: Decodable {
    enum Kind: String, Decodable {
        case join, roll, party, close
        /// The whole of a roll whose pools were summarised (`sequence`).
        case details
        /// A heartbeat: answered with `pong` at once, so a phone notices a server that went silent
        /// (browsers do not show WebSocket ping frames to the page).
        case ping
    }

    var type: Kind
    // join
    var name: String?
    var colour: String?
    var token: String?
    /// The last sequence number this phone has seen; later events are sent on joining.
    var after: Int?
    // roll
    var expression: String?
    var seed: String?
    var visibility: RoomEvent.Visibility?
    var to: String?
    // party
    var tool: PartyOutcome.Tool?
    var count: Int?
    var roles: [String]?
    var player: String?
    var delta: Int?
    var seconds: Int?
    // details
    var sequence: Int?

    /// The party tool asked for, or nil when a field it needs is missing.
    var partyRequest: PartyRequest? {
        switch tool {
        case .coin: .coin
        case .start: .start
        case .shuffle: .shuffle
        case .teams: count.map(PartyRequest.teams)
        case .draw: .draw(count ?? 1)
        case .roles: roles.map(PartyRequest.roles)
        case .score: player.flatMap { player in delta.map { PartyRequest.score(player: player, delta: $0) } }
        case .timer: seconds.map(PartyRequest.timer)
        case nil: nil
        }
    }
}

/// What the server sends over a room's WebSocket.
enum ServerMessage: Encodable {
    struct RoomView: Encodable {
        var code: String
        var commitment: String
        var closed: Bool
        var players: [PublicPlayer]
    }

    case welcome(you: RoomPlayer, room: RoomView, events: [RoomEvent])
    case event(RoomEvent, players: [PublicPlayer]?)
    case error(code: String, message: String)
    /// Every die of roll `sequence`, for the phone that asked.
    case details(sequence: Int, rolls: [DiceRoll])
    /// The answer to a phone's `ping`.
    case pong

    private enum Keys: String, CodingKey {
        case type, you, room, events, event, players, code, message, sequence, rolls
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .welcome(let you, let room, let events):
            try container.encode("welcome", forKey: .type)
            try container.encode(you, forKey: .you)
            try container.encode(room, forKey: .room)
            try container.encode(events, forKey: .events)
        case .event(let event, let players):
            try container.encode("event", forKey: .type)
            try container.encode(event, forKey: .event)
            try container.encodeIfPresent(players, forKey: .players)
        case .error(let code, let message):
            try container.encode("error", forKey: .type)
            try container.encode(code, forKey: .code)
            try container.encode(message, forKey: .message)
        case .details(let sequence, let rolls):
            try container.encode("details", forKey: .type)
            try container.encode(sequence, forKey: .sequence)
            try container.encode(rolls, forKey: .rolls)
        case .pong:
            try container.encode("pong", forKey: .type)
        }
    }

    static func room(_ room: GameRoom) -> RoomView {
        RoomView(code: room.code, commitment: room.commitment, closed: room.closed, players: room.players.map(\.publicView))
    }

    static func failure(_ error: some TravellerError, in language: UILanguage) -> ServerMessage {
        .error(code: error.code.rawValue, message: error.message.text(in: language))
    }
}
