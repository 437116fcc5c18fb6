import Foundation

/// Folds place names and queries into one comparable form, so that "São Paulo", "SAO-PAULO" and
/// "sao paulo" meet: compatibility decomposition, accents and case dropped, apostrophes joined,
/// punctuation and spaces collapsed to single spaces. Other scripts keep their letters.
public enum PlaceNormalizer {
    /// Bumped whenever the folding changes: an index built with another version must be rebuilt.
    public static let version: UInt16 = 1

    /// The folded form of `text`, possibly empty.
    public static func normalize(_ text: some StringProtocol) -> String {
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in String(text).decomposedStringWithCompatibilityMapping.unicodeScalars {
            switch role(of: scalar) {
            case .letter:
                if pendingSpace && !output.isEmpty { output.append(" ") }
                pendingSpace = false
                append(scalar, to: &output)
            case .mark:
                // Kana voicing marks change the sound, not an accent: keep them (recomposed below).
                if scalar.value == 0x3099 || scalar.value == 0x309A { output.append(scalar) }
            case .joiner:
                continue
            case .separator:
                pendingSpace = true
            }
        }
        return String(output).precomposedStringWithCanonicalMapping
    }

    private enum Role { case letter, mark, joiner, separator }

    private static func role(of scalar: Unicode.Scalar) -> Role {
        if apostrophes.contains(scalar.value) { return .joiner }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .spacingMark:
            return .letter
        case .nonspacingMark, .enclosingMark:
            return .mark
        case .format:
            // Zero-width joiners and marks inside words must not split them.
            return .joiner
        default:
            return .separator
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to output: inout String.UnicodeScalarView) {
        if scalar.isASCII {
            let value = scalar.value
            output.append((65...90).contains(value) ? Unicode.Scalar(value + 32)! : scalar)
            return
        }
        for lower in scalar.properties.lowercaseMapping.unicodeScalars {
            if let folded = letterFolds[lower.value] {
                output.append(contentsOf: folded.unicodeScalars)
            } else {
                output.append(lower)
            }
        }
    }

    /// Apostrophes and okina-like letters join the parts of a name ("Xi'an" → "xian", "Hawaiʻi" → "hawaii").
    private static let apostrophes: Set<UInt32> = [0x27, 0x60, 0xB4, 0x2BB, 0x2BC, 0x2BD, 0x2BE, 0x2BF, 0x2018, 0x2019, 0x201B, 0x2032]

    /// Latin letters that no decomposition strips down to their base letter.
    private static let letterFolds: [UInt32: String] = [
        0xDF: "ss", 0xE6: "ae", 0x153: "oe", 0xF8: "o", 0x142: "l", 0x111: "d", 0xF0: "d", 0xFE: "th",
        0x127: "h", 0x131: "i", 0x140: "l", 0x167: "t", 0x138: "k", 0x17F: "s", 0x1E9E: "ss",
    ]
}
