import BaluchonCore
import Foundation

/// Phrases found in the phrasebook, with who wrote them.
public struct PhrasesAnswer: Sendable, Codable, Equatable {
    public var source: LanguageCode
    public var target: LanguageCode
    public var query: String?
    public var topic: PhraseTopic?
    public var phrases: [PhraseCard]
    /// Every language the phrasebook has.
    public var languages: [LanguageCode]
    public var attribution: PhraseAttribution
}

/// The phrasebook's credit, shown wherever its phrases are.
public struct PhraseAttribution: Sendable, Codable, Equatable {
    public var name: String
    public var url: String
    public var licence: String
    public var licenceURL: String

    static func of(_ book: Phrasebook) -> PhraseAttribution {
        PhraseAttribution(
            name: "Tatoeba", url: "https://tatoeba.org", licence: book.source.licence,
            licenceURL: "https://creativecommons.org/licenses/by/2.0/fr/")
    }
}

extension WordsService {
    /// The phrases of `topic` (all topics when nil) whose text in `source`, English or French has every
    /// word of `query`, with their translation into `target`.
    public func phrases(
        from source: LanguageCode, to target: LanguageCode, matching query: String?, topic: PhraseTopic?
    ) throws
        -> PhrasesAnswer
    {
        let book = try Phrasebook.shipped()
        let cards = try book.cards(from: source, to: target, matching: query, topic: topic)
        return PhrasesAnswer(
            source: try book.language(source), target: try book.language(target), query: query, topic: topic, phrases: cards,
            languages: book.languages, attribution: .of(book))
    }

    /// The phrasebook's human translation of `text`, when it has one for the pair (nil when the shipped
    /// phrasebook cannot be read: the machine translation still answers).
    func humanTranslation(of text: String, from source: LanguageCode, to target: LanguageCode) -> HumanTranslation? {
        (try? Phrasebook.shipped())?.humanTranslation(of: text, from: source, to: target)
    }
}
