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
        for scalar in text.lowercased().unicodeScalars {
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

    /// Kana, Han and Thai: scripts written without spaces between words.
    static func standsAlone(_ value: UInt32) -> Bool {
        (0x3040...0x30FF).contains(value) || (0x3400...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0x0E00...0x0E7F).contains(value)
    }
}
