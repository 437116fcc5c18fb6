import BaluchonCore
import Foundation

/// A live game room as the server keeps it: its secret seed and the commitment published for it,
/// its players and every event with its sequence number. It encodes without its events, which
/// are saved one by one.
public struct GameRoom: Codable, Sendable, Equatable {
    public var code: String
    /// The secret seed in hexadecimal; shown to no one until the room closes.
    public var seed: String
    /// SHA-256 of the seed, published from the start.
    public var commitment: String
    /// Whoever joins with this token is the game master.
    public var masterToken: String
    public var createdAt: Date
    public var lastActivity: Date
    public var players: [RoomPlayer]
    public var events: [RoomEvent] = []
    public var closed: Bool
    /// The bytes its events take in the store, which ``RoomLimits/eventBytes`` bounds.
    public var eventBytes = 0

    private enum CodingKeys: String, CodingKey {
        case code, seed, commitment, masterToken, createdAt, lastActivity, players, closed
    }

    public var lastSequence: Int { events.last?.sequence ?? 0 }

    func player(_ id: String) -> RoomPlayer? {
        players.first { $0.id == id }
    }
}

public struct RoomPlayer: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    /// `#rrggbb`.
    public var colour: String
    /// Lets the same phone come back as the same player after losing the connection.
    public var token: String
    public var master: Bool

    /// What other players may see of this player.
    public var publicView: PublicPlayer { PublicPlayer(id: id, name: name, colour: colour, master: master) }
}

public struct PublicPlayer: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var colour: String
    public var master: Bool
}

/// Something that happened in a room, numbered in order from 1.
public struct RoomEvent: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        case joined, roll, party, closed
    }

    /// Who may see a roll's result.
    public enum Visibility: String, Codable, Sendable {
        /// Everyone.
        case all
        /// The game master alone (a secret roll).
        case master
        /// The roller, the game master and the player named in `to`.
        case `private`
    }

    public var sequence: Int
    public var kind: Kind
    public var player: PublicPlayer
    public var at: Date
    public var expression: String?
    public var playerSeed: String?
    /// One roll per repetition of the expression (`6x 4d6dl1` gives six), listed within
    /// ``DiceListing/standard`` (large pools summarised; the whole roll is sent on request).
    public var rolls: [DiceRoll]?
    /// The error code of a roll whose dice led to an error (`division_by_zero`…): it is recorded
    /// and takes its number all the same, so no failure can tell anyone a die still to come.
    public var failure: String?
    public var visibility: Visibility?
    public var to: String?
    /// Set on a roll the reader may not see: its expression and result are left out.
    public var hidden: Bool?
    /// The seed, revealed when the room closes.
    public var seed: String?
    public var party: PartyOutcome?

    /// The event as `reader` may see it.
    public func seen(by reader: RoomPlayer?) -> RoomEvent {
        if let roles = party?.roles, reader?.master != true {
            var own = self
            own.party?.roles = reader.flatMap { reader in roles[reader.id].map { [reader.id: $0] } } ?? [:]
            return own
        }
        guard kind == .roll, let visibility, visibility != .all else { return self }
        if let reader, reader.master || reader.id == player.id || (visibility == .private && reader.id == to) { return self }
        var redacted = self
        redacted.expression = nil
        redacted.playerSeed = nil
        redacted.rolls = nil
        redacted.failure = nil
        redacted.hidden = true
        return redacted
    }
}
