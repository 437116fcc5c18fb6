// Dice notation throughput (release build): rolls per second for typical expressions, parsed and
// rolled by the library, against a naive baseline in the same run — the same dice written as a
// hand-made loop over `Int.random(in:)`, with no parsing, no limits and no per-die record.
import BaluchonCore
import Foundation

struct Case {
    var expression: String
    /// The same roll written by hand: the least work any dice roller could do.
    var naive: (inout SystemRandomNumberGenerator) -> Int
}

let cases: [Case] = [
    Case(expression: "1d20+5") { g in Int.random(in: 1...20, using: &g) + 5 },
    Case(expression: "2d20kh1") { g in max(Int.random(in: 1...20, using: &g), Int.random(in: 1...20, using: &g)) },
    Case(expression: "4d6dl1") { g in
        let dice = (0..<4).map { _ in Int.random(in: 1...6, using: &g) }
        return dice.reduce(0, +) - dice.min()!
    },
    Case(expression: "8d10>=8f1") { g in
        (0..<8).reduce(0) { count, _ in
            let face = Int.random(in: 1...10, using: &g)
            return count + (face >= 8 ? 1 : 0) - (face == 1 ? 1 : 0)
        }
    },
    Case(expression: "3d6!") { g in
        var total = 0
        for _ in 0..<3 {
            var face = Int.random(in: 1...6, using: &g)
            total += face
            while face == 6 {
                face = Int.random(in: 1...6, using: &g)
                total += face
            }
        }
        return total
    },
    Case(expression: "{1d8!, 1d6!}kh1") { g in
        func explode(_ sides: Int) -> Int {
            var face = Int.random(in: 1...sides, using: &g)
            var total = face
            while face == sides {
                face = Int.random(in: 1...sides, using: &g)
                total += face
            }
            return total
        }
        return max(explode(8), explode(6))
    },
]

func measure(seconds: Double, _ body: () -> Int) -> (perSecond: Double, checksum: Int) {
    var checksum = 0
    var count = 0
    let clock = ContinuousClock()
    let start = clock.now
    let budget = Duration.milliseconds(Int(seconds * 1000))
    while clock.now - start < budget {
        for _ in 0..<200 { checksum &+= body() }
        count += 200
    }
    let elapsed = clock.now - start
    let secondsTaken = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (Double(count) / secondsTaken, checksum)
}

let seconds = CommandLine.arguments.count > 1 ? Double(CommandLine.arguments[1]) ?? 1 : 1
func rate(_ value: Double) -> String { String(format: "%12.0f", value) }
print("expression           parse+roll/s   roll parsed/s    naive/s   naive ÷ parse+roll")
var sink = 0
for item in cases {
    var generator = SystemRandomNumberGenerator()
    let full = measure(seconds: seconds) { (try? DiceRoller.roll(item.expression, using: &generator))?.first?.total ?? 0 }
    let program = try DiceParser.parse(item.expression)
    var roller = DiceRoller(generator: SystemRandomNumberGenerator())
    let parsed = measure(seconds: seconds) { (try? roller.roll(program))?.first?.total ?? 0 }
    let naive = measure(seconds: seconds) { item.naive(&generator) }
    sink &+= full.checksum &+ parsed.checksum &+ naive.checksum
    let name = item.expression.padding(toLength: 18, withPad: " ", startingAt: 0)
    print(
        "\(name) \(rate(full.perSecond))  \(rate(parsed.perSecond)) \(rate(naive.perSecond))   \(String(format: "%6.1f×", naive.perSecond / full.perSecond))"
    )
}
print("(checksum \(sink & 0xff))")
