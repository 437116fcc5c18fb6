import Testing

@testable import BaluchonCore

@Suite("Language support")
struct LanguageSupportTests {
    private func codes(_ list: String) -> [LanguageCode] { list.split(separator: " ").compactMap { LanguageCode(String($0)) } }
    private func code(_ text: String) -> LanguageCode { LanguageCode(text)! }

    @Test("a base code finds the variant a provider wants (DeepL targets)")
    func variants() {
        let deepl = LanguageSupport(sources: codes("en fr pt"), targets: codes("en-GB en-US fr pt-BR pt-PT"))
        #expect(deepl.target(matching: code("en")) == code("en-GB"))
        #expect(deepl.target(matching: code("en-US")) == code("en-US"))
        #expect(deepl.source(matching: code("pt-BR")) == code("pt"))
        #expect(deepl.target(matching: code("de")) == nil)
    }

    @Test("without pairs, every source reaches every other language")
    func unrestricted() {
        let google = LanguageSupport(sources: codes("en fr de"), targets: codes("en fr de"))
        #expect(google.supports(source: code("fr"), target: code("de")))
        #expect(google.targets(from: code("fr")) == codes("de en"))
    }

    @Test("with pairs, only the listed targets")
    func restricted() {
        let support = LanguageSupport(
            sources: codes("fr es"), targets: codes("es en fr"), pairs: [code("fr"): codes("es en"), code("es"): codes("fr")])
        #expect(support.supports(source: code("fr"), target: code("en")))
        #expect(!support.supports(source: code("es"), target: code("en")))
        #expect(support.targets(from: code("de")).isEmpty)
        #expect(support.allLanguages == codes("en es fr"))
    }
}
