import Foundation
import Testing

@testable import BaluchonCore

/// The dice notations every parser of Baluchon is checked against (`Tests/Fixtures/games/dice-cases.json`):
/// this one, the server's, and the phone's port (`Tests/js/dice-cases.test.js`), so both accept and refuse
/// the same text the same way.
struct DiceCases: Decodable {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var notation: String
        var note: String?
        /// For a notation that reads: its canonical spelling, the dice it writes (repetitions included) and
        /// the first roll's total when every die shows its lowest face, or the error code of that roll.
        var expression: String?
        var dice: Int?
        var lowest: Int?
        var lowestError: String?
        /// For a refused one: the error code and its 1-based column when it has one.
        var error: String?
        var column: Int?

        var testDescription: String { notation.count > 40 ? "\(notation.prefix(40).debugDescription)… (\(note ?? ""))" : notation.debugDescription }
    }

    var sources: [String]
    var cases: [Case]

    static let shared: DiceCases = SharedFixture.decode(DiceCases.self, from: "games/dice-cases.json")
}

/// A generator whose every die lands on its lowest face.
private struct LowestFaces: RandomNumberGenerator {
    mutating func next() -> UInt64 { 0 }
}

extension DiceNode {
    /// The dice this node writes.
    fileprivate var writtenDice: Int {
        switch self {
        case .number: 0
        case .dice(let term): term.count
        case .group(let members, _, _): members.reduce(0) { $0 + $1.writtenDice }
        case .negate(let inner), .labelled(let inner, _): inner.writtenDice
        case .binary(_, let left, let right): left.writtenDice + right.writtenDice
        }
    }
}

@Suite("Dice notation against the cases the phone shares")
struct DiceCasesTests {
    @Test("The shared file holds at least 150 cases, each once, with their sources")
    func file() {
        let cases = DiceCases.shared.cases
        #expect(cases.count >= 150)
        #expect(Set(cases.map(\.notation)).count == cases.count)
        #expect(DiceCases.shared.sources.count >= 2)
    }

    @Test("Each notation reads, or is refused, as the shared file says", arguments: DiceCases.shared.cases)
    func notation(_ vector: DiceCases.Case) throws {
        let program: DiceProgram
        do {
            program = try DiceParser.parse(vector.notation)
        } catch {
            #expect(vector.error == error.code.rawValue)
            #expect(vector.column == error.column)
            return
        }
        #expect(vector.error == nil)
        #expect(program.description == vector.expression)
        #expect(program.expression.writtenDice * program.repetitions == vector.dice)
        var roller = DiceRoller(generator: LowestFaces())
        do {
            let rolls = try roller.roll(program)
            #expect(rolls.first?.total == vector.lowest)
            #expect(vector.lowestError == nil)
        } catch {
            #expect(vector.lowestError == error.code.rawValue)
            #expect(vector.lowest == nil)
        }
    }
}
