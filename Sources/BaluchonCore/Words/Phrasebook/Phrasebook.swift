import Foundation

/// Travel phrases with their human translations, chosen from Tatoeba by `scripts/phrasebook/phrasebook.py`
/// and shipped in `Resources/Phrasebook/phrasebook.json`.
public struct Phrasebook: Sendable {
    /// Where the phrases come from, as the selection script recorded it: the Tatoeba test sets of
    /// `repository`, and the other copies of Tatoeba in `more`.
    public struct Source: Sendable, Codable, Equatable {
        /// Another copy of Tatoeba: a repository at a commit, its files, and for a single file its SHA-256.
        public struct Copy: Sendable, Codable, Equatable {
            public var repository: String
            public var commit: String
            public var files: String
            public var sha256: String?
        }
        public var repository: String
        public var commit: String
        public var files: String
        public var versions: [String]
        public var more: [Copy]
        public var origin: String
        public var licence: String
        public var extract: String
    }

    /// One phrase: its English text (the pivot) and its translations, by language.
    public struct Phrase: Sendable, Equatable {
        /// Its place in the shipped file, from 1: stable as long as the file is.
        public var id: Int
        public var topic: PhraseTopic
        public var texts: [LanguageCode: String]
    }

    public let source: Source
    public let phrases: [Phrase]
    /// Every language with at least one phrase, sorted.
    public let languages: [LanguageCode]
    /// How many phrases each language has.
    public let counts: [LanguageCode: Int]
    /// What a search or a match reads, worked out once when the book is read, by language.
    let indexes: [LanguageCode: LanguageIndex]

    /// One language's phrases, ready to search: which phrases have it (positions in `phrases`, ascending),
    /// and for every phrase its text normalised (``PhraseText/normalised(_:)``), that text's words and
    /// characters, `nil` where the phrase lacks the language; the phrases by normalised text; and for every
    /// phrase the first one that reads the same (its position in `exact`), so phrases are told apart by number.
    struct LanguageIndex: Sendable {
        var positions: [Int]
        var normalised: [String?]
        var words: [[Substring]]
        var characters: [[Character]]
        var exact: [String: Int]
        var same: [Int]
    }

    /// How alike (``PhraseText/similarity(_:_:stopBelow:)``) a text must be to a phrase for the phrase's
    /// translation to be offered as the human one: 0.9, one character in ten off after normalising
    /// (`Où est la gare ?` matches `Où est la gare?` and `ou est la gare`, not `Où est le garage ?`).
    public static let closeMatch = 0.9

    struct File: Decodable {
        struct Entry: Decodable {
            var topic: PhraseTopic
            var en: String
            var translations: [String: String]
        }
        var source: Source
        var phrases: [Entry]
    }

    /// Reads a phrasebook file as the selection script writes it.
    public init(json: Data) throws {
        let file = try JSONDecoder().decode(File.self, from: json)
        var phrases: [Phrase] = []
        for (index, entry) in file.phrases.enumerated() {
            var texts: [LanguageCode: String] = [LanguageCode("en")!: entry.en]
            for (code, text) in entry.translations {
                guard let language = LanguageCode(code) else { continue }
                texts[language] = text
            }
            phrases.append(Phrase(id: index + 1, topic: entry.topic, texts: texts))
        }
        source = file.source
        self.phrases = phrases
        var counts: [LanguageCode: Int] = [:]
        for phrase in phrases { for language in phrase.texts.keys { counts[language, default: 0] += 1 } }
        self.counts = counts
        languages = counts.keys.sorted()
        var indexes: [LanguageCode: LanguageIndex] = [:]
        for language in languages {
            var index = LanguageIndex(
                positions: [], normalised: Array(repeating: nil, count: phrases.count), words: Array(repeating: [], count: phrases.count),
                characters: Array(repeating: [], count: phrases.count), exact: [:], same: Array(repeating: -1, count: phrases.count))
            for (position, phrase) in phrases.enumerated() {
                guard let text = phrase.texts[language] else { continue }
                let normalised = PhraseText.normalised(text)
                index.positions.append(position)
                index.normalised[position] = normalised
                index.words[position] = PhraseText.words(normalised)
                index.characters[position] = Array(normalised)
                if index.exact[normalised] == nil { index.exact[normalised] = position }
                index.same[position] = index.exact[normalised]!
            }
            indexes[language] = index
        }
        self.indexes = indexes
    }

    private static let loaded: Result<Phrasebook, any Error> = Result {
        guard let url = Bundle.module.url(forResource: "phrasebook", withExtension: "json", subdirectory: "Resources/Phrasebook") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try Phrasebook(json: Data(contentsOf: url))
    }

    /// The phrasebook shipped with Baluchon, read once.
    public static func shipped() throws -> Phrasebook { try loaded.get() }

    /// `code` as the phrasebook knows it (`pt-BR` → `pt`), or `unknown_phrase_language`.
    public func language(_ code: LanguageCode) throws -> LanguageCode {
        if counts[code] != nil { return code }
        if counts[code.base] != nil { return code.base }
        throw PhrasebookError.unknownLanguage(code, known: languages)
    }
}

/// A phrase as it is shown: its text in the traveller's language and in the language asked for.
public struct PhraseCard: Sendable, Codable, Equatable {
    public var id: Int
    public var topic: PhraseTopic
    public var text: String
    public var translation: String
}

/// A human translation found in the phrasebook for a text to translate.
public struct HumanTranslation: Sendable, Codable, Equatable {
    public var text: String
    /// The phrase the text matched, in the source language.
    public var matched: String
    /// How alike the text and the phrase are, from ``Phrasebook/closeMatch`` to 1 (identical after normalising).
    public var similarity: Double
    public var phrase: Int
    /// Who wrote it and under which licence: `Tatoeba`, `CC BY 2.0 FR`.
    public var source: String
    public var licence: String
    public var url: String
}

extension Phrasebook {
    /// The phrases that have both languages, of `topic` when given, whose text in `source`, in English or
    /// in French has every word of `query` (each a word's beginning, case and accents ignored). Phrases that
    /// read the same in both languages once normalised are one card, the first (several English sentences,
    /// "Where is the station?" and "Where's the station?", may have the same French and Japanese).
    public func cards(
        from source: LanguageCode, to target: LanguageCode, matching query: String? = nil, topic: PhraseTopic? = nil
    )
        throws -> [PhraseCard]
    {
        let (source, target) = (try language(source), try language(target))
        guard let from = indexes[source], let to = indexes[target] else { return [] }
        var searched = [from]
        for language in [LanguageCode("en")!, LanguageCode("fr")!] where language != source {
            if let index = indexes[language] { searched.append(index) }
        }
        let wanted = query.map { PhraseText.words(PhraseText.normalised($0)) } ?? []
        var cards: [PhraseCard] = []
        var shown = Set<Int>()  // the first phrase reading the same in each language, as one number
        // The phrases of the language with fewer of them, each checked for the other.
        let (fewer, other) = from.positions.count <= to.positions.count ? (from, to) : (to, from)
        for position in fewer.positions where other.normalised[position] != nil {
            let phrase = phrases[position]
            if let topic, phrase.topic != topic { continue }
            if !wanted.isEmpty, !searched.contains(where: { Self.matches(wanted, position, $0) }) { continue }
            guard shown.insert(from.same[position] * phrases.count + to.same[position]).inserted else { continue }
            cards.append(PhraseCard(id: phrase.id, topic: phrase.topic, text: phrase.texts[source]!, translation: phrase.texts[target]!))
        }
        return cards
    }

    private static func matches(_ wanted: [Substring], _ position: Int, _ index: LanguageIndex) -> Bool {
        guard let whole = index.normalised[position] else { return false }
        let words = index.words[position]
        return wanted.allSatisfy { word in words.contains { $0.hasPrefix(word) } || (!word.first!.isASCII && whole.contains(word)) }
    }

    /// The human translation of `text` into `target` when `text` is one of the phrases in `source`, or
    /// close to one (``closeMatch``); the closest one wins.
    public func humanTranslation(of text: String, from source: LanguageCode, to target: LanguageCode) -> HumanTranslation? {
        guard let source = try? language(source), let target = try? language(target), source != target,
            let from = indexes[source], let to = indexes[target]
        else { return nil }
        let wanted = PhraseText.normalised(text)
        guard !wanted.isEmpty else { return nil }
        var best: (similarity: Double, index: Int)?
        if let position = from.exact[wanted], to.normalised[position] != nil {
            best = (1, position)
        } else {
            let characters = Array(wanted)
            for position in from.positions where to.normalised[position] != nil {
                let similarity = PhraseText.similarity(characters, from.characters[position], stopBelow: Self.closeMatch)
                if similarity >= Self.closeMatch, similarity > (best?.similarity ?? 0) { best = (similarity, position) }
                if similarity == 1 { break }
            }
        }
        guard let best, let translation = phrases[best.index].texts[target], let matched = phrases[best.index].texts[source] else { return nil }
        return HumanTranslation(
            text: translation, matched: matched, similarity: (best.similarity * 100).rounded() / 100, phrase: phrases[best.index].id,
            source: "Tatoeba", licence: self.source.licence, url: "https://tatoeba.org")
    }
}
