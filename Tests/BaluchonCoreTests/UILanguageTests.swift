import BaluchonCore
import Testing

@Suite("Interface language from Accept-Language")
struct UILanguageTests {
    @Test(arguments: [
        ("fr-FR,fr;q=0.9,en;q=0.8", UILanguage.fr),
        ("en-GB,en;q=0.9", .en),
        ("de-DE,fr;q=0.5", .fr),
        ("de-DE,it", .en),
        ("en;q=0.2,fr;q=0.8", .fr),
        ("FR", .fr),
        ("fr;q=0,en", .en),
        ("", .en),
        (";;,,;q=", .en),
    ])
    func picksTheBestSupportedLanguage(header: String, expected: UILanguage) {
        #expect(UILanguage(acceptLanguage: header) == expected)
    }

    @Test func absentHeaderMeansEnglish() {
        #expect(UILanguage(acceptLanguage: nil) == .en)
    }

    @Test func localizedTextSpeaksBothLanguages() {
        let text = LocalizedText(en: "Hello", fr: "Bonjour")
        #expect(text.text(in: .fr) == "Bonjour")
        #expect(text.text(in: .en) == "Hello")
    }
}
