import Testing

@testable import BaluchonCore

@Suite("How far a translation can be trusted")
struct TranslationQualityTests {
    let fr = LanguageCode("fr")!
    let es = LanguageCode("es")!
    let en = LanguageCode("en")!

    @Test("an online provider is online; the offline engine is gist through one pair and rough through a pivot")
    func levels() {
        #expect(TranslationQuality(route: [fr, en], remote: true) == .online)
        #expect(TranslationQuality(route: [fr, es], remote: false) == .gist)
        #expect(TranslationQuality(route: [fr, es, en], remote: false) == .rough)
    }

    @Test("a word's length and place are counted in code points, as the web page counts")
    func unknownWord() {
        let word = UnknownWord(word: "Zoë🙂", kind: .unknown, offset: 3)
        #expect(word.length == 4)
        #expect(UnknownWord.Kind(mark: "*") == .unknown && UnknownWord.Kind(mark: "@") == .transfer)
        #expect(UnknownWord.Kind(mark: "#") == .generation && UnknownWord.Kind(mark: "x") == nil)
    }
}
