import Foundation
import Testing

@testable import BaluchonCore

@Suite("Phrasebook")
struct PhrasebookTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let book: Phrasebook

    init() throws { book = try Phrasebook.shipped() }

    /// The extract's rows as (language, English, translation), comments left out.
    static func extract() throws -> Set<[String]> {
        let text = try String(contentsOf: root.appendingPathComponent("scripts/phrasebook/tatoeba-travel.tsv"), encoding: .utf8)
        return Set(
            text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
                $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            })
    }

    @Test("every translation is Tatoeba's, as the committed extract has it, and the counts by language are the file's")
    func sourced() throws {
        let rows = try Self.extract()
        var counts: [String: Int] = [:]
        for phrase in book.phrases {
            let english = try #require(phrase.texts[LanguageCode("en")!])
            for (language, text) in phrase.texts {
                counts[language.rawValue, default: 0] += 1
                if language.rawValue == "en" { continue }
                #expect(rows.contains([language.rawValue, english, text]), "\(language) of “\(english)” is not in the extract")
            }
        }
        let file =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: Self.root.appendingPathComponent("Sources/BaluchonCore/Resources/Phrasebook/phrasebook.json")))
            as? [String: Any]
        #expect(file?["counts"] as? [String: Int] == counts)
        #expect(book.counts.mapKeys(\.rawValue) == counts)
        #expect(book.phrases.count >= 300)
        #expect(book.languages.count == 25)
        // The issue's reading: at least 300 phrases with a human translation in each of the 25 languages.
        #expect(counts.filter { $0.value < 300 }.isEmpty, "languages under 300 phrases: \(counts.filter { $0.value < 300 })")
        #expect(book.source.more.count == 18 && book.source.more.allSatisfy { $0.commit.count == 40 })
        #expect(Set(book.phrases.map(\.topic)) == Set(PhraseTopic.allCases))
        #expect(book.source.licence == "CC BY 2.0 FR")
    }

    @Test("the sentences in 15 languages or more are phrases; French and English share 100 phrases with each language, or all there are")
    func multiway() throws {
        var found: [String: Set<String>] = [:]  // English → its languages, English included
        for row in try Self.extract() { found[row[1], default: ["en"]].insert(row[0]) }
        let english = Set(book.phrases.compactMap { $0.texts[LanguageCode("en")!] })
        let wide = found.filter { $0.value.count >= 15 }.keys
        #expect(!wide.isEmpty && wide.allSatisfy { english.contains($0) })
        for pivot in [LanguageCode("fr")!, LanguageCode("en")!] {
            for language in book.languages where language != pivot {
                let available = found.values.filter { $0.contains(pivot.rawValue) && $0.contains(language.rawValue) }.count
                let shared = book.phrases.filter { $0.texts[pivot] != nil && $0.texts[language] != nil }.count
                #expect(shared >= min(100, available), "\(pivot.rawValue)–\(language.rawValue): \(shared) phrases of \(available)")
            }
        }
    }

    @Test("words in French or English, case and accents ignored, find the phrases of the pair")
    func search() throws {
        let fr = LanguageCode("fr")!, ja = LanguageCode("ja")!
        let gare = try book.cards(from: fr, to: ja, matching: "GARE")
        #expect(!gare.isEmpty)
        #expect(gare.allSatisfy { PhraseText.normalised($0.text).contains("gare") && !$0.translation.isEmpty })
        // Several English sentences have "Où est la gare ?" with the same Japanese: one card, not one each.
        let same = book.phrases.filter { $0.texts[fr] == "Où est la gare\u{202F}?" && $0.texts[ja] == "駅はどこですか。" }
        #expect(same.count > 1)
        #expect(gare.filter { $0.text == "Où est la gare\u{202F}?" && $0.translation == "駅はどこですか。" }.map(\.id) == [same[0].id])
        #expect(Set(gare.map { [$0.text, $0.translation] }).count == gare.count)
        // The English word finds the same phrases, shown in French.
        #expect(try book.cards(from: fr, to: ja, matching: "station").map(\.id).count >= gare.count)
        let allergique = try book.cards(from: fr, to: LanguageCode("de")!, matching: "allergique")
        #expect(allergique.contains { $0.text.contains("allergique") })
        #expect(try book.cards(from: fr, to: ja, matching: "Allergique") == (try book.cards(from: fr, to: ja, matching: "allergique")))
        let food = try book.cards(from: LanguageCode("en")!, to: fr, topic: .food)
        #expect(!food.isEmpty && food.allSatisfy { $0.topic == .food })
        #expect(try book.cards(from: fr, to: ja, matching: "zzqxj").isEmpty)
    }

    @Test("a language the phrasebook lacks, and a topic it lacks, are refused by name")
    func refusals() throws {
        #expect(throws: PhrasebookError.unknownLanguage(LanguageCode("eu")!, known: book.languages)) {
            try book.cards(from: LanguageCode("fr")!, to: LanguageCode("eu")!)
        }
        #expect(throws: PhrasebookError.unknownTopic("beach")) { try PhraseTopic(parameter: "beach", name: "topic") }
        #expect(try PhraseTopic(parameter: "FOOD", name: "topic") == .food)
        #expect(try book.language(LanguageCode("pt-BR")!) == LanguageCode("pt")!)
    }

    @Test("the human translation of a phrase, exactly or within the threshold, and none past it")
    func human() throws {
        let fr = LanguageCode("fr")!, en = LanguageCode("en")!
        let exact = try #require(book.humanTranslation(of: "L'addition s'il vous plaît.", from: fr, to: en))
        #expect(exact.text == "Check, please.")
        #expect(exact.similarity == 1)
        #expect(exact.source == "Tatoeba")
        let folded = try #require(book.humanTranslation(of: "  l’ADDITION, s’il vous plait !", from: fr, to: en))
        #expect(folded.text == "Check, please." && folded.similarity == 1)
        // One letter off in 25: still that phrase, marked as close.
        let close = try #require(book.humanTranslation(of: "L'addition s'il vous plais", from: fr, to: en))
        #expect(close.text == "Check, please." && close.similarity < 1 && close.similarity >= Phrasebook.closeMatch)
        #expect(book.humanTranslation(of: "L'addition pour nous deux", from: fr, to: en) == nil)
        #expect(book.humanTranslation(of: "L'addition s'il vous plaît.", from: fr, to: LanguageCode("eu")!) == nil)
    }

    @Test("normalising and similarity", arguments: [("Où est la GARE ?", "ou est la gare"), ("  L’eau,  svp!", "l eau svp"), ("東京駅", "東京駅")])
    func normalised(text: String, expected: String) {
        #expect(PhraseText.normalised(text) == expected)
    }

    @Test("similarity is one minus the edit distance over the longer length")
    func similarity() {
        #expect(PhraseText.similarity("abcdefghij", "abcdefghij") == 1)
        #expect(PhraseText.similarity("abcdefghij", "abcdefghix") == 0.9)
        #expect(PhraseText.similarity("abcdefghij", "abcdefgh") == 0.8)
        #expect(PhraseText.similarity("abcdefghij", "xyz", stopBelow: 0.9) == 0)
    }
}

extension Dictionary {
    fileprivate func mapKeys<T: Hashable>(_ transform: (Key) -> T) -> [T: Value] {
        Dictionary<T, Value>(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
