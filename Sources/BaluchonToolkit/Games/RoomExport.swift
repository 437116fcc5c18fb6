import BaluchonCore
import Foundation

/// Everything needed to check a room's rolls: the commitment, the revealed seed and each roll with
/// its number, expression, player seed and recorded result (`baluchon dice verify` reads this).
public struct RoomExport: Codable, Sendable, Equatable {
    public static let currentFormat = "baluchon-room/2"

    public struct Roll: Codable, Sendable, Equatable {
        public var sequence: Int
        public var player: String
        public var expression: String
        public var playerSeed: String
        /// One per repetition of the expression.
        public var rolls: [DiceRoll]
    }

    public var format: String
    public var code: String
    public var commitment: String
    /// Absent until the room closes.
    public var seed: String?
    public var rolls: [Roll]

    /// The export of `room`: every roll once it is closed; before that, the rolls everyone can see, and no seed.
    public init(room: GameRoom) {
        format = Self.currentFormat
        code = room.code
        commitment = room.commitment
        seed = room.closed ? room.seed : nil
        rolls = room.events.compactMap { event in
            guard event.kind == .roll, let expression = event.expression, let playerSeed = event.playerSeed, let rolls = event.rolls,
                room.closed || event.visibility == .all
            else { return nil }
            return Roll(sequence: event.sequence, player: event.player.name, expression: expression, playerSeed: playerSeed, rolls: rolls)
        }
    }
}
