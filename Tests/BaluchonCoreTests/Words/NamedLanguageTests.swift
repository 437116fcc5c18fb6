import Testing

@testable import BaluchonCore

@Suite("Language names")
struct NamedLanguageTests {
    private func codes(_ list: String) -> [LanguageCode] { list.split(separator: " ").compactMap { LanguageCode(String($0)) } }

    @Test("names come from Foundation's Locale, in the interface language")
    func names() {
        #expect(NamedLanguage.name(of: LanguageCode("en")!, in: .fr) == "anglais")
        #expect(NamedLanguage.name(of: LanguageCode("de")!, in: .fr) == "allemand")
        #expect(NamedLanguage.name(of: LanguageCode("de")!, in: .en) == "German")
        #expect(NamedLanguage.name(of: LanguageCode("pt-BR")!, in: .fr) == "portugais (Brésil)")
    }

    @Test("a code Locale does not know keeps the provider's name, else the code")
    func fallback() {
        #expect(NamedLanguage.name(of: LanguageCode("zt")!, in: .fr, fallback: "Chinese (traditional)") == "Chinese (traditional)")
        #expect(NamedLanguage.name(of: LanguageCode("zt")!, in: .fr) == "zt")
    }

    @Test("lists sort as the interface language does: accents and case aside")
    func sorting() {
        let french = NamedLanguage.list(codes("ee en de es et"), in: .fr).map(\.name)
        #expect(french == ["allemand", "anglais", "espagnol", "estonien", "éwé"])
        let english = NamedLanguage.list(codes("fr de en"), in: .en).map(\.name)
        #expect(english == ["English", "French", "German"])
    }
}
