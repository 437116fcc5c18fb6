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

    @Test func localizedTextSpeaksEveryLanguage() {
        let text = LocalizedText("error.date_in_future.message", ["day": "2030-01-01"])
        #expect(text.text(in: .fr) == "Le 2030-01-01 est dans le futur.")
        #expect(text.text(in: .en) == "2030-01-01 is in the future.")
    }
}
