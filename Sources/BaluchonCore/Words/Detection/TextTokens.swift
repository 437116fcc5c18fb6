import Foundation

/// Text cut as the detector's model was cut (scripts/data/make_language_model.py): lower-cased runs
/// of letters and combining marks; every Han, kana or Thai character, written without spaces, stands
/// alone. Digits, punctuation and symbols separate tokens and count for nothing.
struct TextTokens {
    /// The scalars of every token, one after the other.
    private(set) var scalars: [UInt32] = []
    /// Where each token lies in `scalars`.
    private(set) var ranges: [Range<Int>] = []
    /// How many letters were seen in scripts that stand alone per character.
    private(set) var letterCount = 0

    init(_ text: String, maximumTokens: Int) {
        scalars.reserveCapacity(min(text.utf8.count, 4096))
        var start = 0
        func close() {
            if scalars.count > start { ranges.append(start..<scalars.count) }
            start = scalars.count
        }
        var lowered = text.lowercased()
        if Self.isTraditionalCandidate(lowered) {
            // The model's Chinese is simplified (wordfreq folds traditional characters into it).
            lowered = lowered.applyingTransform(StringTransform("Hant-Hans"), reverse: false) ?? lowered
        }
        for scalar in lowered.unicodeScalars {
            guard ranges.count < maximumTokens else { break }
            guard Self.isWordCharacter(scalar) else {
                close()
                continue
            }
            letterCount += 1
            if Self.standsAlone(scalar.value) {
                close()
                scalars.append(scalar.value)
                close()
            } else {
                scalars.append(scalar.value)
            }
        }
        if ranges.count < maximumTokens { close() }
    }

    var isEmpty: Bool { ranges.isEmpty }

    /// Letters and combining marks (general categories L* and M*).
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// Han characters without any kana: Chinese, perhaps traditional. (Japanese always has kana but
    /// for a word or two, and keeps its own character forms.)
    static func isTraditionalCandidate(_ text: String) -> Bool {
        // Han and kana are all three-byte UTF-8 sequences led by E3…E9 (or EF for compatibility forms).
        guard text.utf8.contains(where: { (0xE3...0xE9).contains($0) || $0 == 0xEF }) else { return false }
        var han = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (0x3040...0x30FF).contains(value) { return false }
            if (0x3400...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value) { han = true }
        }
        return han
    }

    /// Kana, Han and Thai: scripts written without spaces between words.
    static func standsAlone(_ value: UInt32) -> Bool {
        (0x3040...0x30FF).contains(value) || (0x3400...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0x0E00...0x0E7F).contains(value)
    }
}
