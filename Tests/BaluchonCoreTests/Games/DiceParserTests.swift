import Testing

@testable import BaluchonCore

@Suite("Dice notation read as players write it")
struct DiceParserTests {
    @Test(
        "Every form of the notation reads back to its canonical spelling",
        arguments: [
            ("d20", "1d20"), ("3d6", "3d6"), ("d%", "1d100"), ("4dF", "4dF"), ("1d20 + 5", "1d20 + 5"), ("1d20+5", "1d20 + 5"),
            ("2d20kh1", "2d20kh1"), ("2d20k", "2d20kh1"), ("2d20kl1", "2d20kl1"), ("4d6dl1", "4d6dl1"), ("4d6d1", "4d6dl1"),
            ("4d6dh", "4d6dh1"), ("3d6!", "3d6!"), ("3d6!!", "3d6!!"), ("3d6!p", "3d6!p"), ("3d6!>5", "3d6!>5"), ("3d6!5", "3d6!5"),
            ("2d6r1", "2d6r1"), ("2d6r<3", "2d6r<3"), ("2d6ro1", "2d6ro1"), ("8d10>=8f1", "8d10>=8f1"), ("12d6>=5", "12d6>=5"),
            ("5d10<3", "5d10<3"), ("{4d6dl1, 4d6dl1}", "{4d6dl1, 4d6dl1}"), ("{1d8!, 1d6!}kh1", "{1d8!, 1d6!}kh1"),
            ("{3d6, 3d6}>10", "{3d6, 3d6}>10"), ("1d20+5 [attack]", "1d20 + 5 [attack]"), ("6x 4d6dl1", "6x 4d6dl1"),
            ("(1d4+1)*2", "(1d4 + 1) * 2"), ("2*(3+4)", "2 * (3 + 4)"), ("10-(2-1)", "10 - (2 - 1)"), ("-1d4", "-1d4"), ("  2D6 ", "2d6"),
        ])
    func canonical(written: String, canonical: String) throws {
        let program = try DiceParser.parse(written)
        #expect(program.description == canonical)
        #expect(try DiceParser.parse(canonical) == program)
    }

    @Test("Multiplication binds tighter than addition")
    func precedence() throws {
        let program = try DiceParser.parse("1+2*3")
        #expect(program.expression == .binary(.add, .number(1), .binary(.multiply, .number(2), .number(3))))
    }

    @Test("A term takes its modifiers in any order")
    func modifierOrder() throws {
        let program = try DiceParser.parse("8d10f1>=8")
        guard case .dice(let term) = program.expression else {
            Issue.record("expected dice")
            return
        }
        #expect(term.success == DiceComparison(.greaterOrEqual, 8))
        #expect(term.failure == DiceComparison(.equal, 1))
    }

    @Test(
        "Mistakes point at their column",
        arguments: [
            ("2d6 + x", 7), ("2d", 3), ("2dz", 3), ("(1d6", 5), ("1d6)", 4), ("{1d6, 2d6", 10), ("1d20 +", 7), ("4d6r", 5),
            ("3d6!!!", 6), ("1d6 [", 6), ("2d6>", 5), ("1d6 kh1", 5), ("1d6r1r2", 6), ("d0", 2),
        ])
    func column(written: String, column: Int) {
        let error = #expect(throws: DiceError.self) { try DiceParser.parse(written) }
        #expect(error?.column == column)
    }

    @Test(
        "Absurd sizes are refused before anything is rolled",
        arguments: [
            ("1000000d1000000", "too_many_dice"), ("600d6+600d6", "too_many_dice"), ("1d10000000", "number_too_large"),
            ("21x 1d6", "too_many_repetitions"), ("20x 100d6", "too_many_dice"), ("1d2000000", "number_too_large"),
            ("99999999999d6", "number_too_large"),
        ])
    func sizes(written: String, code: String) {
        let error = #expect(throws: DiceError.self) { try DiceParser.parse(written) }
        #expect(error?.code.rawValue == code)
    }

    @Test("Deep nesting is refused at the bracket that goes too deep")
    func nesting() {
        let written = String(repeating: "(", count: 11) + "1" + String(repeating: ")", count: 11)
        #expect(throws: DiceError.tooDeep(limit: 10, column: 11)) { try DiceParser.parse(written) }
        let negations = String(repeating: "-", count: 40) + "1"
        #expect(throws: DiceError.tooDeep(limit: 10, column: 11)) { try DiceParser.parse(negations) }
    }

    @Test("A long expression is refused whole")
    func length() {
        let written = Array(repeating: "1", count: 151).joined(separator: "+")
        #expect(throws: DiceError.tooLong(limit: 300)) { try DiceParser.parse(written) }
    }

    @Test(
        "Explosions and rerolls that would never stop are refused",
        arguments: ["1d1!", "1d6!>0", "1d6!<7", "1d6r<7", "4dF!>=-1", "2d6r>=1"])
    func endless(written: String) {
        let error = #expect(throws: DiceError.self) { try DiceParser.parse(written) }
        #expect(error?.code == .endlessRoll)
    }

    @Test("An empty roll asks for one")
    func empty() {
        #expect(throws: DiceError.empty) { try DiceParser.parse("   ") }
    }

    @Test("Errors speak French too")
    func french() {
        let error = #expect(throws: DiceError.self) { try DiceParser.parse("2d6 + x") }
        #expect(error?.message.text(in: .fr) == "Colonne 7 : un nombre, des dés ou « ( » attendu, « x » trouvé.")
        #expect(error?.message.text(in: .en) == "Column 7: expected a number, dice or “(”, found “x”.")
    }
}
