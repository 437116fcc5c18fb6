import Foundation
import Testing

@testable import BaluchonCore

@Suite("Language codes")
struct LanguageCodeTests {
    @Test(
        "normalise every provider's spelling",
        arguments: [
            ("fr", "fr"), ("FR", "fr"), (" en ", "en"), ("fra", "fr"), ("eng", "en"), ("glg", "gl"), ("pt_br", "pt-BR"),
            ("PT-BR", "pt-BR"), ("zh-hans", "zh-Hans"), ("ZH-HANS", "zh-Hans"), ("zh-CN", "zh-CN"), ("es-419", "es-419"),
            ("iw", "he"), ("ceb", "ceb"), ("fil", "fil"), ("en-GB", "en-GB"),
        ])
    func normalises(input: String, expected: String) {
        #expect(LanguageCode(input)?.rawValue == expected)
    }

    @Test("refuse what is not a language tag", arguments: ["", "f", "fren", "fr-", "12", "fr-toolongpart", "en-GB-x-y", "é", "fr en"])
    func refuses(input: String) {
        #expect(LanguageCode(input) == nil)
    }

    @Test("base drops script and region")
    func base() {
        #expect(LanguageCode("pt-BR")!.base == LanguageCode("pt")!)
        #expect(LanguageCode("zh-Hans")!.base.rawValue == "zh")
        #expect(LanguageCode("pt-BR")!.isVariant)
        #expect(!LanguageCode("pt")!.isVariant)
    }

    @Test("encodes as a plain string and keys JSON objects")
    func codable() throws {
        let pairs: [LanguageCode: [LanguageCode]] = [LanguageCode("fr")!: [LanguageCode("en")!]]
        let data = try JSONEncoder().encode(pairs)
        #expect(String(decoding: data, as: UTF8.self) == #"{"fr":["en"]}"#)
        #expect(try JSONDecoder().decode([LanguageCode: [LanguageCode]].self, from: data) == pairs)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LanguageCode].self, from: Data(#"["x!"]"#.utf8)) }
    }
}
