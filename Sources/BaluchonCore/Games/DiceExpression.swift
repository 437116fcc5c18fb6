/// A parsed dice roll: how many times to roll it and what to roll.
public struct DiceProgram: Sendable, Equatable {
    /// `6x 4d6dl1` rolls the expression six times; 1 otherwise.
    public var repetitions: Int
    public var expression: DiceNode

    public init(repetitions: Int = 1, expression: DiceNode) {
        self.repetitions = repetitions
        self.expression = expression
    }
}

/// One node of a dice expression.
public indirect enum DiceNode: Sendable, Equatable {
    case number(Int)
    case dice(DiceTerm)
    /// `{4d6dl1, 4d6dl1}kh1`: each member rolled, then kept or counted as a whole.
    case group([DiceNode], keep: KeepRule?, success: DiceComparison?)
    case negate(DiceNode)
    case binary(ArithmeticOperator, DiceNode, DiceNode)
    /// `1d20 [attack]`: a name for the part before it.
    case labelled(DiceNode, String)
}

public enum ArithmeticOperator: String, Sendable, Equatable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    /// Rounds down, as tabletop rules do.
    case divide = "/"
}

/// The faces of a die: 1…N, or Fudge's −1, 0, +1.
public enum DiceFaces: Sendable, Equatable {
    case numbered(Int)
    case fudge

    public var range: ClosedRange<Int> {
        switch self {
        case .numbered(let sides): 1...sides
        case .fudge: -1...1
        }
    }
}

/// Which dice (or group members) count towards the total.
public enum KeepRule: Sendable, Equatable {
    case keepHighest(Int)
    case keepLowest(Int)
    case dropHighest(Int)
    case dropLowest(Int)
}

public enum ExplosionKind: String, Sendable, Equatable {
    /// `!`: each die that explodes adds a new die.
    case standard = "!"
    /// `!!`: the new rolls add to the die that exploded.
    case compounding = "!!"
    /// `!p`: like `!`, but each new die counts one less (HackMaster).
    case penetrating = "!p"
}

public struct Explosion: Sendable, Equatable {
    public var kind: ExplosionKind
    /// When the die explodes; its highest face when not written.
    public var target: DiceComparison?
}

public struct Reroll: Sendable, Equatable {
    /// `ro`: at most one reroll per die; `r`: until the target is missed.
    public var once: Bool
    public var target: DiceComparison
}

/// `NdX` with its modifiers.
public struct DiceTerm: Sendable, Equatable {
    public var count: Int
    public var faces: DiceFaces
    public var explosion: Explosion?
    public var reroll: Reroll?
    public var keep: KeepRule?
    /// When set the term counts successes instead of adding faces.
    public var success: DiceComparison?
    /// Each die matching this takes one success away (`f1`).
    public var failure: DiceComparison?

    public init(count: Int, faces: DiceFaces) {
        self.count = count
        self.faces = faces
    }
}

/// A comparison target such as `>=8`, `<3` or `=1`.
public struct DiceComparison: Sendable, Equatable {
    public enum Relation: String, Sendable, Equatable {
        case equal = "="
        case greater = ">"
        case greaterOrEqual = ">="
        case less = "<"
        case lessOrEqual = "<="
    }

    public var relation: Relation
    public var value: Int

    public init(_ relation: Relation, _ value: Int) {
        self.relation = relation
        self.value = value
    }

    public func matches(_ face: Int) -> Bool {
        switch relation {
        case .equal: face == value
        case .greater: face > value
        case .greaterOrEqual: face >= value
        case .less: face < value
        case .lessOrEqual: face <= value
        }
    }

    /// Whether every face in the range matches, which would make an explosion or reroll endless.
    func coversAll(_ range: ClosedRange<Int>) -> Bool {
        range.allSatisfy(matches)
    }
}
