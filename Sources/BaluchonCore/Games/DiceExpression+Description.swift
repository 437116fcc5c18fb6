extension DiceProgram: CustomStringConvertible {
    /// The canonical spelling, which parses back to the same program.
    public var description: String {
        repetitions > 1 ? "\(repetitions)x \(expression)" : expression.description
    }
}

extension DiceNode: CustomStringConvertible {
    public var description: String {
        switch self {
        case .number(let value): String(value)
        case .dice(let term): term.description
        case .group(let members, let keep, let success):
            "{" + members.map(\.description).joined(separator: ", ") + "}" + (keep?.description ?? "") + (success?.description ?? "")
        case .negate(let inner): "-" + inner.wrapped(below: 3)
        case .binary(let op, let left, let right):
            "\(left.wrapped(below: op.precedence)) \(op.rawValue) \(right.wrapped(below: op.precedence + 1))"
        case .labelled(let inner, let label): "\(inner) [\(label)]"
        }
    }

    private var precedence: Int {
        switch self {
        case .binary(let op, _, _): op.precedence
        case .labelled(let inner, _): inner.precedence
        default: 3
        }
    }

    private func wrapped(below level: Int) -> String {
        precedence < level ? "(\(description))" : description
    }
}

extension ArithmeticOperator {
    fileprivate var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide: 2
        }
    }
}

extension DiceTerm: CustomStringConvertible {
    public var description: String {
        var text = "\(count)d" + (faces == .fudge ? "F" : String(faces.range.upperBound))
        if let explosion {
            text += explosion.kind.rawValue + (explosion.target?.shortDescription ?? "")
        }
        if let reroll {
            text += (reroll.once ? "ro" : "r") + reroll.target.shortDescription
        }
        text += keep?.description ?? ""
        text += success?.description ?? ""
        if let failure { text += "f" + failure.shortDescription }
        return text
    }

    /// `d6`, `d100` or `dF`: the kind of die, without count or modifiers.
    var dieName: String {
        faces == .fudge ? "dF" : "d\(faces.range.upperBound)"
    }
}

extension KeepRule: CustomStringConvertible {
    public var description: String {
        switch self {
        case .keepHighest(let count): "kh\(count)"
        case .keepLowest(let count): "kl\(count)"
        case .dropHighest(let count): "dh\(count)"
        case .dropLowest(let count): "dl\(count)"
        }
    }
}

extension DiceComparison: CustomStringConvertible {
    public var description: String { relation.rawValue + String(value) }

    /// Targets of `!`, `r` and `f` leave out `=`, as players write them.
    var shortDescription: String { relation == .equal ? String(value) : description }
}
