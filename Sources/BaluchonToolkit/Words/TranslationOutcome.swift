import BaluchonCore
import Foundation

/// A translation as the API and the CLI give it: the text, the languages, how far it can be trusted
/// and which words the offline engine did not know, how the source was found, who translated, when,
/// and how long it took.
public struct TranslationOutcome: Sendable, Codable, Equatable {
    public var text: String
    public var source: LanguageCode
    public var target: LanguageCode
    /// Every language the text went through (`[fr, es, en]` through a pivot).
    public var route: [LanguageCode]
    public var quality: TranslationQuality
    /// The words the offline engine could not translate, where they stand in `text`.
    public var unknownWords: [UnknownWord]
    public var detection: Detection?
    public var provider: String
    public var providerName: String
    /// Whether the provider works without network (Apertium).
    public var offline: Bool
    public var provenance: Provenance
    /// Whether the answer came from the store rather than from the provider just now.
    public var cached: Bool
    public var elapsedMilliseconds: Int
    /// The phrasebook's human translation when the text is one of its phrases, or close to one: offered
    /// before the machine `text`.
    public var human: HumanTranslation? = nil
}

/// A detection with where it came from.
public struct DetectionOutcome: Sendable, Codable, Equatable {
    public var detection: Detection
    /// The languages chosen among.
    public var candidates: [LanguageCode]
    public var provenance: Provenance
}
