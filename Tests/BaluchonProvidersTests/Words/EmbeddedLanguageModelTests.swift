import BaluchonCore
import BaluchonProviders
import Testing

@Suite("Offline detection with the shipped model")
struct EmbeddedLanguageModelTests {
    typealias F = WordsFixtures
    /// Read on a dispatch thread: a test waiting for the model never holds one of the task threads.
    private func detector() async throws -> LanguageDetector {
        try await EmbeddedLanguageModel.loadedDetector()
    }

    @Test(
        "what travellers type",
        arguments: [
            ("Où est la gare, s’il vous plaît ?", "fr"), ("Where is the train station?", "en"), ("¿Dónde está la estación de tren?", "es"),
            ("Wo ist der Bahnhof?", "de"), ("Dov’è la stazione?", "it"), ("Onde fica a estação de comboios?", "pt"),
            ("Waar is het station?", "nl"), ("Где находится вокзал?", "ru"), ("Πού είναι ο σταθμός;", "el"), ("駅はどこですか", "ja"),
            ("火车站在哪里", "zh"), ("기차역이 어디에 있어요?", "ko"), ("أين محطة القطار؟", "ar"), ("איפה תחנת הרכבת?", "he"),
            ("रेलवे स्टेशन कहाँ है?", "hi"), ("สถานีรถไฟอยู่ที่ไหน", "th"), ("On és l’estació de tren?", "ca"),
            ("Var ligger tågstationen, och när går nästa tåg?", "sv"),
            ("Gdzie jest dworzec kolejowy?", "pl"), ("Tren istasyonu nerede?", "tr"),
        ])
    func phrases(text: String, expected: String) async throws {
        let detection = try await detector().detect(text)
        #expect(detection.language == F.code(expected), "\(text) → \(String(describing: detection.language))")
        #expect(detection.isReliable)
    }

    @Test("candidates restrict the choice, and other spellings of a model language answer as asked")
    func candidates() async throws {
        let detection = try await detector().detect("Hvor er togstasjonen?", options: DetectionOptions(candidates: [F.code("no"), F.code("en")]))
        #expect(detection.language == F.code("no"))
    }

    @Test("a word several languages share goes to the traveller's language")
    func favoured() async throws {
        let model = try await detector()
        let fr = model.detect("restaurant", options: DetectionOptions(candidates: [F.code("fr"), F.code("en")], favoured: [F.code("fr")]))
        let en = model.detect("restaurant", options: DetectionOptions(candidates: [F.code("fr"), F.code("en")], favoured: [F.code("en")]))
        #expect(fr.language == F.code("fr"))
        #expect(en.language == F.code("en"))
    }

    @Test("unsure rather than wrong", arguments: ["ok", "taxi", "12 €"])
    func unsure(text: String) async throws {
        #expect(try await !detector().detect(text).isReliable)
    }

    @Test("a language the model lacks, among the candidates, makes a foreign sentence unsure")
    func unmodelled() async throws {
        let swahili = "Kituo cha treni kiko wapi tafadhali rafiki yangu"
        let detection = try await detector().detect(swahili, options: DetectionOptions(candidates: ["en", "fr", "sw", "id"].map(F.code)))
        #expect(!detection.isReliable)
    }
}
