import Foundation

/// The `phrases` part of a trip pack (format `baluchon-phrases` 1): the phrasebook's phrases in the
/// languages of the countries the area touches, with their English and French texts.
public enum PackPhrases {
    public static let format = "baluchon-phrases"
    public static let formatVersion = 1

    /// The phrasebook languages spoken in `countries` (GeoNames countryInfo: `fr-BE` is `fr`), sorted.
    public static func languages(of countries: [CountryRecord], in book: Phrasebook) -> [LanguageCode] {
        let spoken = countries.flatMap(\.languages).compactMap { LanguageCode($0)?.base }
        return Set(spoken.filter { book.counts[$0] != nil }).sorted()
    }

    struct Part: Encodable {
        struct Entry: Encodable {
            var id: Int
            var topic: PhraseTopic
            var texts: [String: String]
        }
        var format = PackPhrases.format
        var formatVersion = PackPhrases.formatVersion
        var languages: [LanguageCode]
        var source: Phrasebook.Source
        var attribution: [String: String]
        var phrases: [Entry]
    }

    /// The part's JSON and how many phrases it has: every phrase with a text in one of `languages`, with
    /// that text, its English and its French (the languages a traveller searches in).
    public static func encode(_ book: Phrasebook, languages: [LanguageCode]) throws -> (json: Data, count: Int) {
        let kept = Set(languages + [LanguageCode("en")!, LanguageCode("fr")!])
        let entries = book.phrases.compactMap { phrase -> Part.Entry? in
            guard languages.contains(where: { phrase.texts[$0] != nil }) else { return nil }
            let texts = phrase.texts.filter { kept.contains($0.key) }
            return Part.Entry(id: phrase.id, topic: phrase.topic, texts: Dictionary(uniqueKeysWithValues: texts.map { ($0.key.rawValue, $0.value) }))
        }
        let part = Part(
            languages: languages, source: book.source,
            attribution: [
                "name": "Tatoeba", "url": "https://tatoeba.org", "licence": book.source.licence,
                "licenceURL": "https://creativecommons.org/licenses/by/2.0/fr/",
            ], phrases: entries)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try encoder.encode(part), entries.count)
    }
}
