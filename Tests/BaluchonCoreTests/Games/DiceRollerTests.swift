import Testing

@testable import BaluchonCore

@Suite("Dice rolled by the notation's rules")
struct DiceRollerTests {
    @Test("Plain dice add up, with a modifier")
    func plain() throws {
        let roll = try rolled("3d6+2", faces: [2, 5, 6])
        #expect(roll.total == 15)
        #expect(roll.expression == "3d6 + 2")
        #expect(roll.parts.map(\.notation) == ["3d6"])
        #expect(roll.parts[0].dice.map(\.value) == [2, 5, 6])
        #expect(roll.parts[0].dice.filter(\.kept).count == 3)
    }

    @Test("d% is a hundred-sided die")
    func percentile() throws {
        let roll = try rolled("d%", faces: [73])
        #expect(roll.total == 73)
        #expect(roll.parts[0].dice[0].die == "d100")
    }

    @Test("Advantage keeps the higher d20")
    func advantage() throws {
        let roll = try rolled("2d20kh1", faces: [7, 15])
        #expect(roll.total == 15)
        #expect(roll.parts[0].dice.map(\.kept) == [false, true])
    }

    @Test("Disadvantage keeps the lower d20")
    func disadvantage() throws {
        #expect(try rolled("2d20kl1", faces: [7, 15]).total == 7)
    }

    @Test("Ability scores drop the lowest of four d6, the first of equal dice going")
    func stats() throws {
        let roll = try rolled("4d6dl1", faces: [3, 1, 5, 1])
        #expect(roll.total == 9)
        #expect(roll.parts[0].dice.map(\.kept) == [true, false, true, true])
        #expect(try rolled("4d6dh1", faces: [3, 1, 5, 1]).total == 5)
    }

    @Test("Fudge dice show −1, 0 or +1")
    func fudge() throws {
        var dice = ScriptedDice(fudge: [1, -1, 0, 1])
        let roll = try DiceRoller.roll("4dF", using: &dice)[0]
        #expect(roll.total == 1)
        #expect(roll.parts[0].dice.map(\.die) == ["dF", "dF", "dF", "dF"])
    }

    @Test("An exploding die adds a die for each highest face")
    func explode() throws {
        let roll = try rolled("2d6!", faces: [6, 6, 2, 3])
        #expect(roll.total == 17)
        #expect(roll.parts[0].dice.map(\.value) == [6, 6, 2, 3])
        #expect(roll.parts[0].dice.map(\.exploded) == [true, true, false, false])
        #expect(roll.parts[0].dice.map(\.fromExplosion) == [false, true, true, false])
    }

    @Test("An explosion target explodes on every face that meets it")
    func explodeTarget() throws {
        #expect(try rolled("1d6!>4", faces: [5, 6, 4]).total == 15)
    }

    @Test("Compounding adds the new rolls to the same die")
    func compound() throws {
        let roll = try rolled("1d6!!", faces: [6, 6, 1])
        #expect(roll.parts[0].dice.count == 1)
        #expect(roll.parts[0].dice[0].value == 13)
        #expect(roll.parts[0].dice[0].exploded)
    }

    @Test("Penetrating dice count one less after the first")
    func penetrate() throws {
        let roll = try rolled("1d6!p", faces: [6, 6, 3])
        #expect(roll.parts[0].dice.map(\.value) == [6, 5, 2])
        #expect(roll.total == 13)
    }

    @Test("Reroll throws away matching faces until one misses")
    func reroll() throws {
        let roll = try rolled("1d6r1", faces: [1, 1, 4])
        #expect(roll.total == 4)
        #expect(roll.parts[0].dice.map(\.rerolled) == [true, true, false])
        #expect(try rolled("1d6r<3", faces: [2, 1, 3]).total == 3)
    }

    @Test("Reroll once keeps the second face whatever it is")
    func rerollOnce() throws {
        #expect(try rolled("1d6ro1", faces: [1, 1]).total == 1)
    }

    @Test("Rerolled faces do not take part in keep or drop")
    func rerollThenKeep() throws {
        let roll = try rolled("2d6r1kh1", faces: [1, 3, 2])
        #expect(roll.total == 3)
        #expect(roll.parts[0].dice.map(\.kept) == [false, true, false])
    }

    @Test("World of Darkness counts eights and up, less ones")
    func worldOfDarkness() throws {
        let roll = try rolled("8d10>=8f1", faces: [10, 8, 1, 3, 9, 1, 1, 7])
        #expect(roll.total == 0)
        #expect(roll.parts[0].successes == 0)
        #expect(roll.parts[0].dice.filter(\.success).count == 3)
        #expect(roll.parts[0].dice.filter(\.failure).count == 3)
        #expect(!roll.glitch)
    }

    @Test("Shadowrun counts fives and sixes and reports a glitch when more than half the dice show 1")
    func shadowrun() throws {
        let plain = try rolled("4d6>=5", faces: [5, 6, 1, 2])
        #expect(plain.total == 2)
        #expect(!plain.glitch)
        let glitch = try rolled("4d6>=5", faces: [1, 1, 1, 5])
        #expect(glitch.total == 1)
        #expect(glitch.glitch)
        #expect(!glitch.criticalGlitch)
        let critical = try rolled("3d6>=5", faces: [1, 1, 3])
        #expect(critical.criticalGlitch)
    }

    @Test("Counting below a target")
    func below() throws {
        #expect(try rolled("5d10<3", faces: [1, 2, 3, 9, 2]).total == 3)
    }

    @Test("Savage Worlds: trait die and wild die, both exploding, the better one kept")
    func savageWorlds() throws {
        let roll = try rolled("{1d8!, 1d6!}kh1", faces: [8, 2, 6, 5])
        #expect(roll.total == 11)
        let group = try #require(roll.parts.last)
        #expect(group.dice.map(\.value) == [10, 11])
        #expect(group.dice.map(\.kept) == [false, true])
    }

    @Test("A group adds up its members")
    func group() throws {
        let roll = try rolled("{4d6dl1, 4d6dl1}", faces: [6, 6, 6, 1, 2, 2, 2, 2])
        #expect(roll.total == 24)
        #expect(roll.parts.count == 3)
    }

    @Test("A group can count its members that meet a target")
    func groupSuccess() throws {
        #expect(try rolled("{3d6, 3d6}>10", faces: [6, 6, 6, 1, 1, 1]).total == 1)
    }

    @Test("Labels name their part and the roll")
    func labels() throws {
        let roll = try rolled("1d20 [attack] + 1d6 [fire]", faces: [12, 4])
        #expect(roll.labels == ["attack", "fire"])
        #expect(roll.parts.map(\.label) == ["attack", "fire"])
        #expect(try rolled("1d20+5 [attack]", faces: [3]).labels == ["attack"])
    }

    @Test("Repetition rolls the expression that many times")
    func repetition() throws {
        var dice = ScriptedDice([6, 6, 6, 6, 1, 1, 1, 1, 2, 3, 4, 5])
        let rolls = try DiceRoller.roll("3x 4d6dl1", using: &dice)
        #expect(rolls.map(\.total) == [18, 3, 12])
    }

    @Test(
        "Arithmetic follows precedence, brackets and rounds division down",
        arguments: [
            ("1+2*3", 7), ("(1+2)*3", 9), ("7/2", 3), ("-7/2", -4), ("10-2-3", 5), ("-(2+3)", -5),
        ])
    func arithmetic(written: String, total: Int) throws {
        #expect(try rolled(written, faces: []).total == total)
    }

    @Test("Division by zero is an error, not a crash")
    func divideByZero() {
        #expect(throws: DiceError.divisionByZero) { try rolled("1/(2-2)", faces: []) }
    }

    @Test("A huge product is an error, not an overflow")
    func overflow() {
        #expect(throws: DiceError.resultTooLarge) { try rolled("99999999*99999999*99999999", faces: []) }
    }

    @Test("An explosion chain stops at the limit with an error")
    func chainLimit() {
        var limits = DiceLimits()
        limits.chain = 3
        var dice = ScriptedDice(Array(repeating: 6, count: 10))
        #expect(throws: DiceError.tooManyRolls(limit: 3)) { try DiceRoller.roll("1d6!", using: &dice, limits: limits) }
    }

    @Test("Dice rolled in all are capped, explosions included")
    func rolledCap() {
        var limits = DiceLimits()
        limits.rolledDice = 5
        var dice = ScriptedDice(Array(repeating: 6, count: 10))
        #expect(throws: DiceError.tooManyRolls(limit: 5)) { try DiceRoller.roll("3d6!", using: &dice, limits: limits) }
    }

    @Test("A roller used again starts each roll with a fresh budget of dice")
    func reuse() throws {
        var limits = DiceLimits()
        limits.rolledDice = 5
        var roller = DiceRoller(generator: ScriptedDice(Array(repeating: 2, count: 12)), limits: limits)
        let program = try DiceParser.parse("3d6")
        #expect(try roller.roll(program).map(\.total) == [6])
        #expect(try roller.roll(program).map(\.total) == [6])
        #expect(throws: DiceError.tooManyRolls(limit: 5)) { try roller.roll(try DiceParser.parse("2x 3d6")) }
    }

    @Test("The largest allowed roll finishes quickly on the system generator")
    func largest() throws {
        var generator = SystemRandomNumberGenerator()
        let rolls = try DiceRoller.roll("1000d1000000", using: &generator)
        #expect(rolls[0].parts[0].dice.count == 1000)
        #expect((1000...1_000_000_000).contains(rolls[0].total))
    }
}
