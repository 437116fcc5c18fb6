/// Bounds that keep every roll small and quick, whatever is typed.
public struct DiceLimits: Sendable, Equatable {
    /// Characters in one expression.
    public var expressionLength = 300
    /// Dice written in one expression, repetitions included.
    public var dice = 1_000
    public var sides = 1_000_000
    /// Nested brackets and groups.
    public var depth = 10
    public var repetitions = 20
    /// Dice actually rolled, explosions and rerolls included.
    public var rolledDice = 10_000
    /// New dice one die may cause by exploding or rerolling.
    public var chain = 100

    public init() {}

    public static let standard = DiceLimits()
}
