import Testing

@testable import BaluchonCore

@Suite("Text to translate")
struct TranslationTextTests {
    @Test("blank text is refused", arguments: ["", " ", "\n\t "])
    func blank(text: String) {
        #expect(throws: WordsError.emptyText) { try TranslationText.validated(text) }
    }

    @Test("up to 5,000 code points pass, one more does not")
    func limit() throws {
        let longest = String(repeating: "a", count: 5_000)
        #expect(try TranslationText.validated(longest) == longest)
        #expect(throws: WordsError.textTooLong(length: 5_001, limit: 5_000)) { try TranslationText.validated(longest + "b") }
    }

    @Test("length counts code points, as the web page does")
    func codePoints() {
        let flags = String(repeating: "🇫🇷", count: 2_501)  // two code points each
        #expect(throws: WordsError.textTooLong(length: 5_002, limit: 5_000)) { try TranslationText.validated(flags) }
    }
}
