import Testing

@testable import BaluchonCore

@Suite("Words errors")
struct WordsErrorTests {
    private func codes(_ list: String) -> [LanguageCode] { list.split(separator: " ").compactMap { LanguageCode(String($0)) } }

    @Test("an unsupported pair lists the targets reachable from the source, in both languages")
    func unsupportedPair() {
        let error = WordsError.unsupportedPair(
            source: LanguageCode("fr")!, target: LanguageCode("de")!, provider: "Apertium", targets: codes("es ca en"))
        #expect(error.kind == .badInput)
        #expect(error.code == .unsupportedPair)
        #expect(error.message.text(in: .en).contains("French into German"))
        #expect(error.message.text(in: .en).contains("Catalan, English, Spanish"))
        #expect(error.message.text(in: .fr).contains("anglais, catalan, espagnol"))
    }

    @Test(
        "every case has a code, a kind and a hint",
        arguments: [
            WordsError.emptyText, .textTooLong(length: 6_000, limit: 5_000), .invalidLanguage("??"),
            .unsupportedLanguage(LanguageCode("tlh")!, provider: "Google", supported: []), .sourceUnsure(guesses: []), .noProvider,
            .detectedUnsupported(LanguageCode("de")!, provider: "Apertium", supported: []), .undetectable([LanguageCode("xx")!], supported: []),
        ])
    func described(error: WordsError) {
        #expect(!error.code.rawValue.isEmpty)
        #expect(!error.message.text(in: .en).isEmpty && !error.message.text(in: .fr).isEmpty)
        #expect(error.hint != nil)
    }

    @Test("kinds map to the right statuses")
    func kinds() {
        #expect(WordsError.textTooLong(length: 1, limit: 0).kind == .badInput)
        #expect(WordsError.noProvider.kind == .notConfigured)
        #expect(WordsError.noProvider.commandHint?.text(in: .en).contains("apertium") == true)
        #expect(WordsError.sourceUnsure(guesses: codes("fr ca")).message.text(in: .fr).contains("français ou catalan"))
        #expect(WordsError.detectedUnsupported(LanguageCode("de")!, provider: "Apertium", supported: codes("fr")).code == .unsupportedLanguage)
        #expect(
            WordsError.detectedUnsupported(LanguageCode("de")!, provider: "Apertium", supported: []).message.text(in: .en)
                == "This text seems to be in German, which Apertium does not translate.")
    }
}
