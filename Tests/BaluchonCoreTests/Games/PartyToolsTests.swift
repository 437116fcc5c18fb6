import Testing

@testable import BaluchonCore

@Suite("Party tools: coin, order, teams, cards and roles")
struct PartyToolsTests {
    @Test("A shuffle keeps every item once")
    func shuffleKeepsItems() {
        var generator = SystemRandomNumberGenerator()
        let deck = PartyTools.shuffled(PartyTools.deck, using: &generator)
        #expect(deck.count == 52)
        #expect(Set(deck) == Set(PartyTools.deck))
    }

    @Test("Every order of three players comes out equally often (χ² at α = 10⁻⁶ over 60,000 shuffles)")
    func shuffleIsUniform() {
        var generator = SystemRandomNumberGenerator()
        var counts: [[Int]: Int] = [:]
        for _ in 0..<60_000 { counts[PartyTools.shuffled([1, 2, 3], using: &generator), default: 0] += 1 }
        #expect(counts.count == 6)
        let statistic = counts.values.reduce(0.0) { $0 + (Double($1) - 10_000) * (Double($1) - 10_000) / 10_000 }
        #expect(statistic < 35.888)
    }

    @Test("Teams differ in size by at most one and hold everyone", arguments: [(7, 2), (7, 3), (4, 4), (3, 5)])
    func teams(players: Int, count: Int) {
        var generator = SystemRandomNumberGenerator()
        let teams = PartyTools.teams(Array(1...players), count: count, using: &generator)
        let sizes = teams.map(\.count)
        #expect(teams.count == min(players, count))
        #expect(sizes.max()! - sizes.min()! <= 1)
        #expect(teams.flatMap { $0 }.sorted() == Array(1...players))
    }

    @Test("Roles are dealt one per player, the last role filling in")
    func roles() {
        var generator = SystemRandomNumberGenerator()
        let dealt = PartyTools.deal(["werewolf", "seer", "villager"], to: ["a", "b", "c", "d", "e"], using: &generator)
        #expect(dealt.map(\.0) == ["a", "b", "c", "d", "e"])
        #expect(dealt.map(\.1).sorted() == ["seer", "villager", "villager", "villager", "werewolf"])
    }

    @Test("A coin shows both sides")
    func coin() {
        var generator = SystemRandomNumberGenerator()
        let tosses = (0..<200).map { _ in PartyTools.coin(using: &generator) }
        #expect(tosses.contains(true) && tosses.contains(false))
    }
}
