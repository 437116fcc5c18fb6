import Foundation

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

    /// Event `sequence`, of `kind`, by `player` at `at`; the fields of its kind are set afterwards.
    public init(sequence: Int, kind: Kind, player: PublicPlayer, at: Date) {
        self.sequence = sequence
        self.kind = kind
        self.player = player
        self.at = at
    }

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
