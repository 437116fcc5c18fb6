import Foundation

/// A party tool used in a room, as the players asked for it.
public enum PartyRequest: Sendable, Equatable {
    case coin
    /// A random order of the players; the first starts.
    case start
    case teams(Int)
    /// Cards from the room's deck, which holds what earlier draws left (52 after a shuffle).
    case draw(Int)
    case shuffle
    /// Game master only: one secret role per player.
    case roles([String])
    case score(player: String, delta: Int)
    case timer(seconds: Int)
}

/// What a party tool gave; only the fields of its tool are set.
public struct PartyOutcome: Codable, Sendable, Equatable {
    public enum Tool: String, Codable, Sendable {
        case coin, start, teams, draw, shuffle, roles, score, timer
    }

    public var tool: Tool
    /// Heads when true.
    public var heads: Bool?
    /// Player ids, the one who starts first.
    public var order: [String]?
    /// Player ids per team.
    public var teams: [[String]]?
    public var cards: [String]?
    /// Cards left in the deck after this draw.
    public var cardsLeft: Int?
    /// Player id → role; each player is sent only their own (the game master sees all).
    public var roles: [String: String]?
    public var player: String?
    public var delta: Int?
    public var seconds: Int?
    public var endsAt: Date?

    init(tool: Tool) {
        self.tool = tool
    }
}
