import BaluchonCore
import Foundation

/// Everything needed to check a room's rolls: the commitment, the revealed seed and each roll with
/// its number, expression, player seed and recorded result (`baluchon dice verify` reads this).
public struct RoomExport: Codable, Sendable, Equatable {
    /// Format 3 adds the rolls whose dice led to an error (`failure`) and lists large pools in summary.
    public static let currentFormat = "baluchon-room/3"
    /// The formats ``RoomVerifier`` checks: format 2 is format 3 without failed rolls.
    public static let readableFormats: Set<String> = ["baluchon-room/2", currentFormat]

    public struct Roll: Codable, Sendable, Equatable {
        public var sequence: Int
        public var player: String
        public var expression: String
        public var playerSeed: String
        /// One per repetition of the expression, listed as the room listed them; empty for a failed roll.
        public var rolls: [DiceRoll]
        /// The error code of a roll whose dice led to an error; such a roll took its number all the same.
        public var failure: String?
    }

    public var format: String
    public var code: String
    public var commitment: String
    /// Absent until the room closes.
    public var seed: String?
    public var rolls: [Roll]

    public init(format: String, code: String, commitment: String, seed: String?, rolls: [Roll]) {
        self.format = format
        self.code = code
        self.commitment = commitment
        self.seed = seed
        self.rolls = rolls
    }

    /// The export of `room`: every roll once it is closed; before that, the rolls everyone can see, and no seed.
    public init(room: GameRoom) {
        format = Self.currentFormat
        code = room.code
        commitment = room.commitment
        seed = room.closed ? room.seed : nil
        rolls = room.events.compactMap { event in
            guard event.kind == .roll, let expression = event.expression, let playerSeed = event.playerSeed,
                event.rolls != nil || event.failure != nil, room.closed || event.visibility == .all
            else { return nil }
            return Roll(
                sequence: event.sequence, player: event.player.name, expression: expression, playerSeed: playerSeed, rolls: event.rolls ?? [],
                failure: event.failure)
        }
    }
}
