/// Reads dice notation (`NdX`, `d%`, `dF`, arithmetic, keep/drop, explosions, rerolls, success counting,
/// groups, labels, repetition) into a ``DiceProgram``, pointing at the column of any mistake.
public struct DiceParser {
    private let characters: [Character]
    private let limits: DiceLimits
    private var position = 0
    private var depth = 0
    private var writtenDice = 0

    public static func parse(_ text: String, limits: DiceLimits = .standard) throws(DiceError) -> DiceProgram {
        var parser = DiceParser(text: text, limits: limits)
        return try parser.program()
    }

    private init(text: String, limits: DiceLimits) {
        characters = Array(text)
        self.limits = limits
    }

    private var column: Int { position + 1 }
    private var current: Character? { position < characters.count ? characters[position] : nil }

    private mutating func program() throws(DiceError) -> DiceProgram {
        guard characters.count <= limits.expressionLength else { throw .tooLong(limit: limits.expressionLength) }
        skipSpaces()
        guard current != nil else { throw .empty }
        let repetitions = try repetition()
        let expression = try sum()
        skipSpaces()
        if let current { throw .unexpected(character: String(current), column: column) }
        guard writtenDice * repetitions <= limits.dice else { throw .tooManyDice(limit: limits.dice, column: 1) }
        return DiceProgram(repetitions: repetitions, expression: expression)
    }

    /// `6x ` before the expression; leaves the position untouched when absent.
    private mutating func repetition() throws(DiceError) -> Int {
        let start = position
        guard current?.isASCIIDigit == true else { return 1 }
        let count = try number()
        skipSpaces()
        guard current == "x" || current == "×" else {
            position = start
            return 1
        }
        position += 1
        guard (1...limits.repetitions).contains(count) else { throw .tooManyRepetitions(limit: limits.repetitions, column: start + 1) }
        skipSpaces()
        return count
    }

    private mutating func sum() throws(DiceError) -> DiceNode {
        var node = try product()
        while true {
            skipSpaces()
            guard let symbol = current, let op = ArithmeticOperator(rawValue: String(symbol)), op == .add || op == .subtract else {
                return node
            }
            position += 1
            node = .binary(op, node, try product())
        }
    }

    private mutating func product() throws(DiceError) -> DiceNode {
        var node = try unary()
        while true {
            skipSpaces()
            guard let symbol = current, let op = ArithmeticOperator(rawValue: String(symbol)), op == .multiply || op == .divide else {
                return node
            }
            position += 1
            node = .binary(op, node, try unary())
        }
    }

    private mutating func unary() throws(DiceError) -> DiceNode {
        skipSpaces()
        if current == "-" {
            let start = column
            position += 1
            try enter(at: start)
            defer { depth -= 1 }
            return .negate(try unary())
        }
        if current == "+" { position += 1 }
        return try labelled(try primary())
    }

    private mutating func labelled(_ node: DiceNode) throws(DiceError) -> DiceNode {
        skipSpaces()
        guard current == "[" else { return node }
        position += 1
        var name = ""
        while let character = current, character != "]" {
            guard character != "[", !character.isNewline else { throw .unexpected(character: String(character), column: column) }
            name.append(character)
            position += 1
        }
        guard current == "]" else { throw .unexpectedEnd(expected: LocalizedText("dice.expected.closingBracket"), column: column) }
        position += 1
        let trimmed = name.trimmingSpaces
        guard !trimmed.isEmpty else { throw .expected(LocalizedText("dice.expected.label"), found: "]", column: column - 1) }
        return .labelled(node, String(trimmed.prefix(40)))
    }

    private mutating func primary() throws(DiceError) -> DiceNode {
        skipSpaces()
        guard let character = current else {
            throw .unexpectedEnd(expected: LocalizedText("dice.expected.operand"), column: column)
        }
        switch character {
        case "(":
            let start = column
            position += 1
            try enter(at: start)
            let inner = try sum()
            depth -= 1
            try expect(")")
            return inner
        case "{":
            return try group()
        case "d", "D":
            return .dice(try dice(count: 1, at: column))
        case let digit where digit.isASCIIDigit:
            let start = column
            let value = try number()
            if current == "d" || current == "D" {
                return .dice(try dice(count: value, at: start))
            }
            return .number(value)
        default:
            throw .expected(LocalizedText("dice.expected.operand"), found: String(character), column: column)
        }
    }

    private mutating func group() throws(DiceError) -> DiceNode {
        let start = column
        position += 1
        try enter(at: start)
        var members = [try sum()]
        skipSpaces()
        while current == "," {
            position += 1
            members.append(try sum())
            skipSpaces()
        }
        depth -= 1
        try expect("}")
        var keep: KeepRule?
        var success: DiceComparison?
        while let character = current {
            let at = column
            if character == "k" || (character == "d" && ["h", "l"].contains(peek(1))) {
                guard keep == nil else { throw .duplicateModifier(String(character), column: at) }
                keep = try keepRule()
            } else if let target = try comparison(orEqual: false) {
                guard success == nil else { throw .duplicateModifier(target.relation.rawValue, column: at) }
                success = target
            } else {
                break
            }
        }
        return .group(members, keep: keep, success: success)
    }

    private mutating func dice(count: Int, at start: Int) throws(DiceError) -> DiceTerm {
        position += 1  // the “d”
        guard count <= limits.dice else { throw .tooManyDice(limit: limits.dice, column: start) }
        writtenDice += count
        guard writtenDice <= limits.dice else { throw .tooManyDice(limit: limits.dice, column: start) }
        let faces: DiceFaces
        switch current {
        case "%"?:
            position += 1
            faces = .numbered(100)
        case "F"?, "f"?:
            position += 1
            faces = .fudge
        case let digit? where digit.isASCIIDigit:
            let at = column
            let sides = try number()
            guard sides > 0 else { throw .zeroSides(column: at) }
            guard sides <= limits.sides else { throw .tooManySides(limit: limits.sides, column: at) }
            faces = .numbered(sides)
        case let other?:
            throw .expected(
                LocalizedText("dice.expected.sidesOrKind"), found: String(other), column: column)
        case nil:
            throw .unexpectedEnd(expected: LocalizedText("dice.expected.sides"), column: column)
        }
        var term = DiceTerm(count: count, faces: faces)
        try modifiers(of: &term)
        return term
    }

    private mutating func modifiers(of term: inout DiceTerm) throws(DiceError) {
        while let character = current {
            let at = column
            switch character {
            case "!":
                guard term.explosion == nil else { throw .duplicateModifier("!", column: at) }
                position += 1
                var kind = ExplosionKind.standard
                if current == "!" {
                    kind = .compounding
                    position += 1
                } else if current == "p" {
                    kind = .penetrating
                    position += 1
                }
                let target = try comparison(orEqual: true)
                let explosion = Explosion(kind: kind, target: target)
                if target?.coversAll(term.faces.range) == true || (term.faces.range.count == 1) {
                    throw .endless(modifier: kind.rawValue, column: at)
                }
                term.explosion = explosion
            case "r":
                guard term.reroll == nil else { throw .duplicateModifier("r", column: at) }
                position += 1
                let once = current == "o"
                if once { position += 1 }
                guard let target = try comparison(orEqual: true) else {
                    throw missing(LocalizedText("dice.expected.rerollTarget"))
                }
                if !once && target.coversAll(term.faces.range) { throw .endless(modifier: "r", column: at) }
                term.reroll = Reroll(once: once, target: target)
            case "k", "d":
                if character == "d" && !["h", "l"].contains(peek(1)) && peek(1)?.isASCIIDigit != true { return }
                guard term.keep == nil else { throw .duplicateModifier(String(character), column: at) }
                term.keep = try keepRule()
            case "f":
                guard term.failure == nil else { throw .duplicateModifier("f", column: at) }
                position += 1
                guard let target = try comparison(orEqual: true) else {
                    throw missing(LocalizedText("dice.expected.failureTarget"))
                }
                term.failure = target
            case ">", "<", "=":
                guard term.success == nil else { throw .duplicateModifier(String(character), column: at) }
                term.success = try comparison(orEqual: false)
            default:
                return
            }
        }
    }

    /// `kh2`, `kl`, `k3`, `dh`, `dl1`, `d1` (drop lowest); the count is 1 when not written.
    private mutating func keepRule() throws(DiceError) -> KeepRule {
        let letter = current ?? "k"
        position += 1
        var side: Character = letter == "k" ? "h" : "l"
        if current == "h" || current == "l" {
            side = current!
            position += 1
        }
        let count = current?.isASCIIDigit == true ? try number() : 1
        switch (letter, side) {
        case ("k", "h"): return .keepHighest(count)
        case ("k", _): return .keepLowest(count)
        case (_, "h"): return .dropHighest(count)
        default: return .dropLowest(count)
        }
    }

    /// `>=8`, `<3`, `=1`; a bare number means `=` when `orEqual` (as in `r1` or `!6`).
    private mutating func comparison(orEqual: Bool) throws(DiceError) -> DiceComparison? {
        let relation: DiceComparison.Relation
        switch (current, peek(1)) {
        case (">"?, "="?):
            relation = .greaterOrEqual
            position += 2
        case ("<"?, "="?):
            relation = .lessOrEqual
            position += 2
        case (">"?, _):
            relation = .greater
            position += 1
        case ("<"?, _):
            relation = .less
            position += 1
        case ("="?, _):
            relation = .equal
            position += 1
        case (let digit?, _) where orEqual && digit.isASCIIDigit:
            relation = .equal
        default:
            return nil
        }
        let negative = current == "-"
        if negative { position += 1 }
        guard current?.isASCIIDigit == true else { throw missing(LocalizedText("dice.expected.number")) }
        let value = try number()
        return DiceComparison(relation, negative ? -value : value)
    }

    private mutating func number() throws(DiceError) -> Int {
        let start = column
        var value = 0
        while let character = current, let digit = character.wholeNumberValue, character.isASCIIDigit {
            guard value < 100_000_000 else { throw .numberTooLarge(column: start) }
            value = value * 10 + digit
            position += 1
        }
        return value
    }

    /// The error for something expected at the current position: what was found there, or the end.
    private func missing(_ expected: LocalizedText) -> DiceError {
        guard let current else { return .unexpectedEnd(expected: expected, column: column) }
        return .expected(expected, found: String(current), column: column)
    }

    private mutating func expect(_ closing: Character) throws(DiceError) {
        skipSpaces()
        guard let character = current else {
            throw .unexpectedEnd(expected: LocalizedText("dice.expected.closing", ["closing": "\(closing)"]), column: column)
        }
        guard character == closing else {
            throw .expected(LocalizedText("dice.expected.closing", ["closing": "\(closing)"]), found: String(character), column: column)
        }
        position += 1
    }

    private mutating func enter(at column: Int) throws(DiceError) {
        depth += 1
        guard depth <= limits.depth else { throw .tooDeep(limit: limits.depth, column: column) }
    }

    private func peek(_ offset: Int) -> Character? {
        position + offset < characters.count ? characters[position + offset] : nil
    }

    private mutating func skipSpaces() {
        while current?.isWhitespace == true { position += 1 }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? endIndex
        return start < end ? self[start..<end] : ""
    }
}
