import Testing

@testable import BaluchonCore

@Suite("Dice that are fair, measured and counted")
struct DiceDistributionTests {
    /// Upper critical values of χ² at α = 10⁻⁶, by degrees of freedom (from the regularised upper
    /// incomplete gamma function, solved by bisection).
    static let critical: [Int: Double] = [3: 30.665, 5: 35.888, 7: 40.522, 9: 44.811, 11: 48.866, 19: 63.677, 99: 180.792]

    static func chiSquare(_ counts: [Int], expectedEach: Double) -> Double {
        counts.reduce(0) { $0 + (Double($1) - expectedEach) * (Double($1) - expectedEach) / expectedEach }
    }

    @Test("Each die from the system generator passes χ² at α = 10⁻⁶ over 60,000 rolls", arguments: [4, 6, 8, 10, 12, 20, 100])
    func chiSquareFair(sides: Int) throws {
        let rolls = 60_000
        var generator = SystemRandomNumberGenerator()
        var counts = Array(repeating: 0, count: sides)
        for _ in 0..<rolls {
            counts[generator.face(in: 1...sides) - 1] += 1
        }
        let statistic = Self.chiSquare(counts, expectedEach: Double(rolls) / Double(sides))
        #expect(statistic < (try #require(Self.critical[sides - 1])))
    }

    @Test("The same χ² test catches the bias of taking a small word modulo the sides")
    func chiSquareCatchesModuloBias() throws {
        // A 3-bit word modulo 6 favours 1 and 2: the naive way this library avoids.
        var generator = SystemRandomNumberGenerator()
        var counts = Array(repeating: 0, count: 6)
        for _ in 0..<60_000 {
            counts[Int(generator.next() & 7) % 6] += 1
        }
        #expect(Self.chiSquare(counts, expectedEach: 10_000) > (try #require(Self.critical[5])))
    }

    @Test("Rejection sampling throws away the words of the top partial block")
    func rejection() {
        // 2⁶⁴ mod 6 = 4: the four largest words must be refused, the next one used.
        var dice = WordSequence([UInt64.max, UInt64.max - 3, 11])
        #expect(dice.face(in: 1...6) == 6)
        #expect(dice.used == 3)
        var kept = WordSequence([UInt64.max - 4])
        #expect(kept.face(in: 1...6) == Int((UInt64.max - 4) % 6) + 1)
    }

    @Test("2d20kh1 over all 400 pairs gives exactly (2k − 1) ways to get k")
    func advantageExact() throws {
        var ways = Array(repeating: 0, count: 21)
        for first in 1...20 {
            for second in 1...20 {
                ways[try rolled("2d20kh1", faces: [first, second]).total] += 1
            }
        }
        let expected: [Int] = (1...20).map { 2 * $0 - 1 }
        #expect(Array(ways.dropFirst()) == expected)
    }

    @Test("4dF over all 81 outcomes gives 1, 4, 10, 16, 19, 16, 10, 4, 1 ways for −4…+4")
    func fudgeExact() throws {
        var ways = [Int: Int]()
        for a in -1...1 {
            for b in -1...1 {
                for c in -1...1 {
                    for d in -1...1 {
                        var dice = ScriptedDice(fudge: [a, b, c, d])
                        ways[try DiceRoller.roll("4dF", using: &dice)[0].total, default: 0] += 1
                    }
                }
            }
        }
        #expect((-4...4).map { ways[$0] ?? 0 } == [1, 4, 10, 16, 19, 16, 10, 4, 1])
    }
}

/// Raw words, to watch rejection sampling at the edge of the 64-bit range.
private struct WordSequence: RandomNumberGenerator {
    var words: [UInt64]
    var used = 0

    init(_ words: [UInt64]) { self.words = words }

    mutating func next() -> UInt64 {
        defer { used += 1 }
        return words[used]
    }
}
