/// What a part's dice came to when there were too many to list one by one: the part's `dice` is
/// then empty and this says how many there were and what became of them.
public struct DiceSummary: Sendable, Equatable, Codable {
    /// Every die rolled for the part, rerolled and exploded ones included.
    public var dice: Int
    public var kept: Int
    public var rerolled: Int
    public var exploded: Int
    /// The lowest and highest kept values; nil when no die was kept.
    public var lowest: Int?
    public var highest: Int?

    init(_ dice: [DieResult]) {
        let kept = dice.filter(\.kept).map(\.value)
        self.dice = dice.count
        self.kept = kept.count
        rerolled = dice.filter(\.rerolled).count
        exploded = dice.filter(\.exploded).count
        lowest = kept.min()
        highest = kept.max()
    }
}

/// How much of a roll is listed die by die when it is saved or sent: past these, parts are
/// summarised (``DiceSummary``) and then left out, so an answer stays small whatever is typed.
public struct DiceListing: Sendable, Equatable {
    /// Dice listed one by one across all the repetitions of a roll.
    public var dice = 100
    /// Parts (dice terms and groups) listed across all the repetitions; the rest are counted in `partsLeftOut`.
    public var parts = 50

    public init() {}

    public static let standard = DiceListing()
}

extension Array where Element == DiceRoll {
    /// The rolls as they are saved and sent: the first parts list their dice while `listing.dice`
    /// allows, later ones give a ``DiceSummary``, and parts past `listing.parts` are left out
    /// (counted in `partsLeftOut`). Totals, labels and glitches are always whole. The same rolls
    /// always give the same listing, so a listed roll can be checked by rolling it again.
    public func listed(_ listing: DiceListing = .standard) -> [DiceRoll] {
        var dice = 0
        var parts = 0
        return map { roll in
            var roll = roll
            var shown: [DicePart] = []
            for var part in roll.parts {
                guard parts < listing.parts else {
                    roll.partsLeftOut = (roll.partsLeftOut ?? 0) + 1
                    continue
                }
                parts += 1
                if dice + part.dice.count <= listing.dice {
                    dice += part.dice.count
                } else {
                    part.summary = DiceSummary(part.dice)
                    part.dice = []
                }
                shown.append(part)
            }
            roll.parts = shown
            return roll
        }
    }
}
