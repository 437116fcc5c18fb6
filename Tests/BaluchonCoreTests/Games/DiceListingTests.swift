import Testing

@testable import BaluchonCore

@Suite("Large rolls are listed within bounds: summarised pools, parts left out, totals whole")
struct DiceListingTests {
    func roll(_ text: String) throws -> [DiceRoll] {
        var generator = SystemRandomNumberGenerator()
        return try DiceRoller.roll(text, using: &generator)
    }

    @Test("A small roll is listed die by die, unchanged")
    func small() throws {
        let rolls = try roll("6x 4d6dl1")
        #expect(rolls.listed() == rolls)
    }

    @Test("A large pool is summarised: how many dice, kept, rerolled, lowest and highest")
    func pool() throws {
        // r<20, not r<23: with r<23 one roll in about 350 has a die past the 100 rerolls allowed, and fails.
        let rolls = try roll("4d6 + 996d25r<20")
        let listed = rolls.listed()
        #expect(listed[0].parts[0].dice.count == 4 && listed[0].parts[0].summary == nil)
        let summary = try #require(listed[0].parts[1].summary)
        #expect(listed[0].parts[1].dice.isEmpty)
        #expect(summary.kept == 996 && summary.dice == rolls[0].parts[1].dice.count)
        #expect(summary.lowest ?? 0 >= 20 && summary.highest ?? 0 <= 25)
        #expect(listed[0].total == rolls[0].total)
    }

    @Test("Past 50 parts, parts are counted, not listed")
    func manyParts() throws {
        let rolls = try roll("15x " + Array(repeating: "d1", count: 60).joined(separator: "+"))
        let listed = rolls.listed()
        #expect(listed.reduce(0) { $0 + $1.parts.count } == 50)
        #expect(listed.reduce(0) { $0 + ($1.partsLeftOut ?? 0) } == 15 * 60 - 50)
        #expect(listed.map(\.total) == Array(repeating: 60, count: 15))
    }
}
