/// The answer to one roll: the expression as understood, every die, and the total.
public struct DiceRoll: Sendable, Equatable, Codable {
    /// The expression written the canonical way (`d20` becomes `1d20`, `d%` becomes `1d100`).
    public var expression: String
    public var total: Int
    /// The dice terms and groups, in the order they appear.
    public var parts: [DicePart]
    /// The labels written in the expression, in order.
    public var labels: [String]
    /// Shadowrun's glitch: a success pool where more than half the dice show 1.
    public var glitch: Bool
    /// A glitch with no success at all.
    public var criticalGlitch: Bool
    /// Parts not listed because the roll had too many (see ``DiceListing``); nil when all are.
    public var partsLeftOut: Int?
}

/// One dice term (or group) of a roll, with its own result.
public struct DicePart: Sendable, Equatable, Codable {
    public var notation: String
    public var dice: [DieResult]
    /// What this part adds to the total: kept faces added up, or successes less failures.
    public var value: Int
    /// Set when the part counts successes.
    public var successes: Int?
    public var label: String?
    /// Set, with `dice` empty, when the part had too many dice to list (see ``DiceListing``).
    public var summary: DiceSummary?
}

/// One die as it landed, with what became of it.
public struct DieResult: Sendable, Equatable, Codable {
    /// For a group member, its subtotal.
    public var value: Int
    /// `d6`, `dF`, or `group` for a group member.
    public var die: String
    public var kept: Bool
    /// This die met the explosion target and caused another roll.
    public var exploded: Bool
    /// This die came from an explosion.
    public var fromExplosion: Bool
    /// This face was rerolled away and does not count.
    public var rerolled: Bool
    public var success: Bool
    public var failure: Bool

    init(value: Int, die: String) {
        self.value = value
        self.die = die
        kept = true
        exploded = false
        fromExplosion = false
        rerolled = false
        success = false
        failure = false
    }
}
