import Foundation

/// When two player names would read alike on the players' screens.
enum PlayerName {
    /// A name reduced to what a reader tells apart: compatibility forms (full-width, ligatures) and
    /// the two Unicode normalisations made one, case, accents, spaces and the little punctuation a
    /// name may hold ignored, and the Cyrillic and Greek letters drawn like Latin ones read as Latin.
    /// Two players of a room never share a key.
    static func key(_ name: String) -> String {
        let folded = name.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
        return String(
            folded.unicodeScalars.compactMap { scalar -> Character? in
                let character = Character(scalar)
                if character.isWhitespace || "-'’._".contains(character) { return nil }
                return lookAlikes[character] ?? character
            })
    }

    /// Lower-case Cyrillic and Greek letters that look like a Latin letter in common fonts.
    private static let lookAlikes: [Character: Character] = [
        "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c", "т": "t", "у": "y",
        "х": "x", "і": "i", "ї": "i", "ј": "j", "ѕ": "s", "ԁ": "d", "ӏ": "l", "ɡ": "g",
        "α": "a", "β": "b", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "γ": "y",
        "0": "o", "1": "l", "|": "l",
    ]
}
