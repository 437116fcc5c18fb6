import Foundation

/// A reproducible pseudo-random generator (SplitMix64), so a failing case can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random calculation, written both as a person types it and as `bc` reads it.
indirect enum RandomExpression {
    case number(String)
    case negate(RandomExpression)
    case percent(RandomExpression)
    case binary(Character, RandomExpression, RandomExpression)

    static func make(depth: Int, using random: inout SeededGenerator) -> RandomExpression {
        let roll = Int.random(in: 0..<100, using: &random)
        if depth == 0 || roll < 25 {
            let leaf = RandomExpression.number(randomNumber(using: &random))
            return Int.random(in: 0..<12, using: &random) == 0 ? .percent(leaf) : leaf
        }
        if roll < 33 { return .negate(make(depth: depth - 1, using: &random)) }
        if roll < 37 { return .percent(.binary("+", make(depth: 0, using: &random), make(depth: 0, using: &random))) }
        let operation: Character = ["+", "-", "*", "/"].randomElement(using: &random)!
        return .binary(operation, make(depth: depth - 1, using: &random), make(depth: depth - 1, using: &random))
    }

    static func randomNumber(using random: inout SeededGenerator) -> String {
        if Int.random(in: 0..<15, using: &random) == 0 { return "0" }
        let integer = String(Int.random(in: 0...[9, 99, 9999, 999_999].randomElement(using: &random)!, using: &random))
        let decimals = Int.random(in: 0...3, using: &random)
        guard decimals > 0 else { return integer }
        return integer + "." + String((0..<decimals).map { _ in "0123456789".randomElement(using: &random)! })
    }

    private var precedence: Int {
        switch self {
        case .binary("+", _, _), .binary("-", _, _): 1
        case .binary: 2
        default: 3
        }
    }

    /// The expression as typed, with only the parentheses precedence needs and varied operator glyphs.
    func typed(using random: inout SeededGenerator, comma: Bool) -> String {
        switch self {
        case .number(let text):
            return comma ? text.replacingOccurrences(of: ".", with: ",") : text
        case .negate(let operand):
            let inner = operand.typed(using: &random, comma: comma)
            return operand.precedence == 3 && !operand.isNegation ? "-" + inner : "-(" + inner + ")"
        case .percent(let operand):
            let inner = operand.typed(using: &random, comma: comma)
            return operand.isNumber ? inner + "%" : "(" + inner + ")%"
        case .binary(let operation, let left, let right):
            var lhs = left.typed(using: &random, comma: comma)
            var rhs = right.typed(using: &random, comma: comma)
            if left.precedence < precedence { lhs = "(" + lhs + ")" }
            if right.precedence <= precedence && !right.isPercent { rhs = "(" + rhs + ")" }
            let glyphs: [Character: [String]] = ["+": ["+"], "-": ["-", "−"], "*": ["*", "×"], "/": ["/", "÷"]]
            let glyph = glyphs[operation]!.randomElement(using: &random)!
            let space = Bool.random(using: &random) ? " " : ""
            return lhs + space + glyph + space + rhs
        }
    }

    /// The same calculation for `bc`, fully parenthesised; `a ± b%` spelled out as `a ± a×b/100`.
    var bc: String {
        switch self {
        case .number(let text): text
        case .negate(let operand): "(-(\(operand.bc)))"
        case .percent(let operand): "((\(operand.bc))/100)"
        case .binary(let operation, let left, .percent(let share)) where operation == "+" || operation == "-":
            "((\(left.bc))\(operation)(\(left.bc))*(\(share.bc))/100)"
        case .binary(let operation, let left, let right): "((\(left.bc))\(operation)(\(right.bc)))"
        }
    }

    private var isNumber: Bool { if case .number = self { true } else { false } }
    private var isPercent: Bool { if case .percent = self { true } else { false } }
    private var isNegation: Bool { if case .negate = self { true } else { false } }
}
