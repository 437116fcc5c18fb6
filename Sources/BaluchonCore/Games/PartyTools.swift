/// Table games' chance, drawn from any generator with the same unbiased faces as the dice:
/// a coin, who starts, teams, a shuffled deck of cards and secret roles.
public enum PartyTools {
    /// Heads (true) or tails.
    public static func coin(using generator: inout some RandomNumberGenerator) -> Bool {
        generator.face(in: 0...1) == 1
    }

    /// A uniformly random order (Fisher–Yates).
    public static func shuffled<Element>(_ items: [Element], using generator: inout some RandomNumberGenerator) -> [Element] {
        var items = items
        guard items.count > 1 else { return items }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, generator.face(in: 0...index))
        }
        return items
    }

    /// Players split into `count` teams whose sizes differ by at most one.
    public static func teams<Element>(_ players: [Element], count: Int, using generator: inout some RandomNumberGenerator) -> [[Element]] {
        let count = max(1, min(count, players.count))
        var teams = Array(repeating: [Element](), count: count)
        for (index, player) in shuffled(players, using: &generator).enumerated() {
            teams[index % count].append(player)
        }
        return teams
    }

    /// Each player's secret role: `roles` dealt at random, the last role filling in when there are more players than roles.
    public static func deal<Player>(_ roles: [String], to players: [Player], using generator: inout some RandomNumberGenerator) -> [(Player, String)]
    {
        guard let filler = roles.last else { return [] }
        var pool = Array(roles.prefix(players.count))
        pool += Array(repeating: filler, count: max(0, players.count - pool.count))
        return Array(zip(players, shuffled(pool, using: &generator)))
    }

    /// The 52 cards of a French deck, as `A♠`, `10♥`, `K♦`…
    public static let deck: [String] = ["♠", "♥", "♦", "♣"].flatMap { suit in
        ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"].map { $0 + suit }
    }
}
