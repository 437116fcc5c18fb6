/// A word the offline engine could not translate properly, where it stands in the translated text.
/// Apertium marks these with `*`, `#` or `@`; the marks are taken out of the text and kept here.
public struct UnknownWord: Sendable, Codable, Equatable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// `*`: not in the source language's dictionary; left as it was typed.
        case unknown
        /// `@`: known in the source language, but the bilingual dictionary has no translation; left untranslated.
        case transfer
        /// `#`: translated, but the target dictionary cannot inflect it; its base form stands.
        case generation

        /// The mark Apertium puts before such a word.
        public var mark: Character {
            switch self {
            case .unknown: "*"
            case .transfer: "@"
            case .generation: "#"
            }
        }

        /// The kind a mark stands for.
        public init?(mark: Character) {
            guard let kind = Self.allCases.first(where: { $0.mark == mark }) else { return nil }
            self = kind
        }
    }

    /// The word as it stands in the translated text, without its mark.
    public var word: String
    public var kind: Kind
    /// Where the word starts in the translated text, in Unicode code points.
    public var offset: Int
    /// Its length in Unicode code points.
    public var length: Int

    public init(word: String, kind: Kind, offset: Int) {
        (self.word, self.kind, self.offset, length) = (word, kind, offset, word.unicodeScalars.count)
    }
}
