/// Rolls parsed dice with a given generator: the system's cryptographic one for solo rolls, a seeded
/// one for rooms whose rolls must be verifiable.
public struct DiceRoller<Generator: RandomNumberGenerator> {
    private var generator: Generator
    private let limits: DiceLimits
    private var rolled = 0
    private var parts: [DicePart] = []
    private var labels: [String] = []
    private var glitch = false
    private var criticalGlitch = false

    public init(generator: Generator, limits: DiceLimits = .standard) {
        self.generator = generator
        self.limits = limits
    }

    /// Parses and rolls `text`, once per repetition.
    public static func roll(_ text: String, using generator: inout Generator, limits: DiceLimits = .standard) throws(DiceError) -> [DiceRoll] {
        let program = try DiceParser.parse(text, limits: limits)
        var roller = DiceRoller(generator: generator, limits: limits)
        defer { generator = roller.generator }
        return try roller.roll(program)
    }

    /// Rolls a program; its repetitions share one budget of rolled dice.
    public mutating func roll(_ program: DiceProgram) throws(DiceError) -> [DiceRoll] {
        rolled = 0
        var rolls: [DiceRoll] = []
        for _ in 0..<program.repetitions { rolls.append(try rollOnce(program.expression)) }
        return rolls
    }

    /// Rolls an expression once, with a fresh budget of rolled dice.
    public mutating func roll(_ expression: DiceNode) throws(DiceError) -> DiceRoll {
        rolled = 0
        return try rollOnce(expression)
    }

    private mutating func rollOnce(_ expression: DiceNode) throws(DiceError) -> DiceRoll {
        parts = []
        labels = []
        glitch = false
        criticalGlitch = false
        let total = try evaluate(expression, label: nil)
        return DiceRoll(
            expression: expression.description, total: total, parts: parts, labels: labels, glitch: glitch, criticalGlitch: criticalGlitch)
    }

    private mutating func evaluate(_ node: DiceNode, label: String?) throws(DiceError) -> Int {
        switch node {
        case .number(let value):
            return value
        case .dice(let term):
            var part = try roll(term)
            part.label = label
            parts.append(part)
            return part.value
        case .group(let members, let keep, let success):
            return try group(members, keep: keep, success: success, label: label)
        case .negate(let inner):
            let value = try evaluate(inner, label: label)
            guard value != .min else { throw .resultTooLarge }
            return -value
        case .binary(let op, let left, let right):
            return try Self.apply(op, try evaluate(left, label: nil), try evaluate(right, label: nil))
        case .labelled(let inner, let name):
            labels.append(name)
            return try evaluate(inner, label: name)
        }
    }

    private static func apply(_ op: ArithmeticOperator, _ left: Int, _ right: Int) throws(DiceError) -> Int {
        let result: (partialValue: Int, overflow: Bool)
        switch op {
        case .add: result = left.addingReportingOverflow(right)
        case .subtract: result = left.subtractingReportingOverflow(right)
        case .multiply: result = left.multipliedReportingOverflow(by: right)
        case .divide:
            guard right != 0 else { throw .divisionByZero }
            guard !(left == .min && right == -1) else { throw .resultTooLarge }
            let quotient = left / right
            result = ((left % right != 0 && (left < 0) != (right < 0)) ? quotient - 1 : quotient, false)
        }
        guard !result.overflow else { throw .resultTooLarge }
        return result.partialValue
    }

    private mutating func draw(_ faces: DiceFaces) throws(DiceError) -> Int {
        rolled += 1
        guard rolled <= limits.rolledDice else { throw .tooManyRolls(limit: limits.rolledDice) }
        return generator.face(in: faces.range)
    }

    private mutating func roll(_ term: DiceTerm) throws(DiceError) -> DicePart {
        let name = term.dieName
        var dice: [DieResult] = []
        for _ in 0..<term.count {
            var value = try draw(term.faces)
            if let reroll = term.reroll {
                var rerolls = 0
                while reroll.target.matches(value) && !(reroll.once && rerolls == 1) {
                    rerolls += 1
                    guard rerolls <= limits.chain else { throw .tooManyRolls(limit: limits.chain) }
                    var discarded = DieResult(value: value, die: name)
                    discarded.kept = false
                    discarded.rerolled = true
                    dice.append(discarded)
                    value = try draw(term.faces)
                }
            }
            guard let explosion = term.explosion else {
                dice.append(DieResult(value: value, die: name))
                continue
            }
            try explode(value, term: term, explosion: explosion, into: &dice)
        }
        let counted = dice.indices.filter { !dice[$0].rerolled }
        if let keep = term.keep {
            let kept = Self.keptIndices(counted, values: dice.map(\.value), rule: keep)
            for index in counted where !kept.contains(index) { dice[index].kept = false }
        }
        var part = DicePart(notation: term.description, dice: dice, value: 0)
        if term.success != nil || term.failure != nil {
            var successes = 0
            for index in dice.indices where dice[index].kept {
                if term.success?.matches(dice[index].value) == true {
                    dice[index].success = true
                    successes += 1
                }
                if term.failure?.matches(dice[index].value) == true {
                    dice[index].failure = true
                    successes -= 1
                }
            }
            part.dice = dice
            part.successes = successes
            part.value = successes
            if term.failure == nil, case .numbered = term.faces {
                let kept = dice.filter(\.kept)
                let ones = kept.filter { $0.value == 1 }.count
                if ones * 2 > kept.count {
                    glitch = true
                    criticalGlitch = criticalGlitch || successes == 0
                }
            }
        } else {
            part.value = dice.filter(\.kept).reduce(0) { $0 + $1.value }
        }
        return part
    }

    private mutating func explode(_ first: Int, term: DiceTerm, explosion: Explosion, into dice: inout [DieResult]) throws(DiceError) {
        let target = explosion.target ?? DiceComparison(.equal, term.faces.range.upperBound)
        let name = term.dieName
        var raw = first
        var chain = 0
        switch explosion.kind {
        case .compounding:
            var die = DieResult(value: raw, die: name)
            while target.matches(raw) {
                chain += 1
                guard chain <= limits.chain else { throw .tooManyRolls(limit: limits.chain) }
                die.exploded = true
                raw = try draw(term.faces)
                die.value += raw
            }
            dice.append(die)
        case .standard, .penetrating:
            var die = DieResult(value: raw, die: name)
            while target.matches(raw) {
                chain += 1
                guard chain <= limits.chain else { throw .tooManyRolls(limit: limits.chain) }
                die.exploded = true
                dice.append(die)
                raw = try draw(term.faces)
                die = DieResult(value: explosion.kind == .penetrating ? raw - 1 : raw, die: name)
                die.fromExplosion = true
            }
            dice.append(die)
        }
    }

    private mutating func group(_ members: [DiceNode], keep: KeepRule?, success: DiceComparison?, label: String?) throws(DiceError) -> Int {
        var results: [DieResult] = []
        for member in members {
            results.append(DieResult(value: try evaluate(member, label: nil), die: "group"))
        }
        if let keep {
            let kept = Self.keptIndices(Array(results.indices), values: results.map(\.value), rule: keep)
            for index in results.indices where !kept.contains(index) { results[index].kept = false }
        }
        let notation = DiceNode.group(members, keep: keep, success: success).description
        var part = DicePart(notation: notation, dice: results, value: 0, label: label)
        if let success {
            for index in results.indices where results[index].kept && success.matches(results[index].value) {
                results[index].success = true
            }
            part.dice = results
            part.successes = results.filter(\.success).count
            part.value = part.successes ?? 0
        } else {
            for member in results where member.kept { part.value = try Self.apply(.add, part.value, member.value) }
        }
        parts.append(part)
        return part.value
    }

    /// The indices a keep or drop rule leaves, ties broken by the order the dice were rolled.
    static func keptIndices(_ indices: [Int], values: [Int], rule: KeepRule) -> Set<Int> {
        let ascending = indices.sorted { values[$0] != values[$1] ? values[$0] < values[$1] : $0 < $1 }
        let count = ascending.count
        switch rule {
        case .keepHighest(let n): return Set(ascending.suffix(min(n, count)))
        case .keepLowest(let n): return Set(ascending.prefix(min(n, count)))
        case .dropHighest(let n): return Set(ascending.dropLast(min(n, count)))
        case .dropLowest(let n): return Set(ascending.dropFirst(min(n, count)))
        }
    }
}
