import Foundation

/// A game room's state: its secret seed and the commitment published for it, its players and every
/// event with its sequence number. Players change it only through
/// ``applying(_:at:playerLimit:dice:)``. It encodes without its events, which are saved one by one.
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
    public var players: [RoomPlayer] = []
    public var events: [RoomEvent] = []
    public var closed = false
    /// The bytes its events take in the store, which bounds them.
    public var eventBytes = 0

    private enum CodingKeys: String, CodingKey {
        case code, seed, commitment, masterToken, createdAt, lastActivity, players, closed
    }

    /// A room opened at `date`, with no player yet.
    public init(code: String, seed: String, commitment: String, masterToken: String, createdAt date: Date) {
        self.code = code
        self.seed = seed
        self.commitment = commitment
        self.masterToken = masterToken
        createdAt = date
        lastActivity = date
    }

    public var lastSequence: Int { events.last?.sequence ?? 0 }

    public func player(_ id: String) -> RoomPlayer? {
        players.first { $0.id == id }
    }

    /// What rolls roll `sequence` again in whole for player `id`: a roll they may see, whose dice
    /// were rolled (its saved event lists large pools in summary).
    public func wholeRoll(_ sequence: Int, for id: String) throws(RoomError) -> (expression: String, playerSeed: String) {
        guard let reader = player(id) else { throw .unknownPlayer }
        guard let event = events.first(where: { $0.sequence == sequence }), event.kind == .roll, event.rolls != nil,
            event.seen(by: reader).hidden != true, let expression = event.expression, let playerSeed = event.playerSeed
        else { throw .unknownRoll(sequence: sequence) }
        return (expression, playerSeed)
    }
}
