import BaluchonCore

/// A generator that lands the dice on chosen faces, so the evaluator's rules can be checked exactly.
/// Each word is a face's offset from the lowest face, which rejection sampling passes through unchanged.
struct ScriptedDice: RandomNumberGenerator {
    private var words: [UInt64]
    private var index = 0

    /// Faces of numbered dice (1…N).
    init(_ faces: [Int]) {
        words = faces.map { UInt64($0 - 1) }
    }

    /// Faces of Fudge dice (−1, 0, +1).
    init(fudge faces: [Int]) {
        words = faces.map { UInt64($0 + 1) }
    }

    var drawn: Int { index }

    mutating func next() -> UInt64 {
        precondition(index < words.count, "the roll asked for more dice than scripted")
        defer { index += 1 }
        return words[index]
    }
}

/// Rolls `text` once on scripted faces.
func rolled(_ text: String, faces: [Int]) throws -> DiceRoll {
    var dice = ScriptedDice(faces)
    let rolls = try DiceRoller.roll(text, using: &dice)
    return rolls[0]
}
