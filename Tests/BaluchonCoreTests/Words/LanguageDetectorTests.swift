import Foundation
import Testing

@testable import BaluchonCore

@Suite("Language detector (on a made-up model)")
struct LanguageDetectorTests {
    let detector = TestModel.detector
    private func code(_ text: String) -> LanguageCode { LanguageCode(text)! }

    @Test("the language whose words and letters fit wins, surely")
    func clearEvidence() {
        let detection = detector.detect("ka ka ka kaa")
        #expect(detection.language == code("aa"))
        #expect(detection.isReliable)
        #expect(detection.confidence > 0.9)
        #expect(detection.alternatives.map(\.language) == [code("bb")])
    }

    @Test("a word both know is unsure, and the favoured language takes it")
    func ambiguous() {
        let plain = detector.detect("ok")
        #expect(!plain.isReliable)
        #expect(abs(plain.confidence - 0.5) < 0.01)
        let favoured = detector.detect("ok", options: DetectionOptions(favoured: [code("bb")]))
        #expect(favoured.language == code("bb"))
    }

    @Test("favouring never beats clear evidence")
    func favourBounded() {
        #expect(detector.detect("ka ka kaa", options: DetectionOptions(favoured: [code("bb")])).language == code("aa"))
    }

    @Test("candidates restrict the answer")
    func candidates() {
        let detection = detector.detect("ok", options: DetectionOptions(candidates: [code("bb")]))
        #expect(detection.language == code("bb"))
        #expect(detection.confidence == 1)
        #expect(detection.outside == nil)
    }

    @Test("a text plainly outside the candidates says so and is unsure, however few the candidates")
    func outside() {
        let detection = detector.detect("ka ka ka", options: DetectionOptions(candidates: [code("bb")]))
        #expect(detection.language == code("bb"))
        #expect(!detection.isReliable)
        #expect(detection.confidence < 0.1)
        #expect(detection.outside?.language == code("aa"))
        #expect((detection.outside?.confidence ?? 0) > 0.9)
        #expect(detector.knows(code("bb")) && detector.knows(code("th")) && !detector.knows(code("xx")))
    }

    @Test("nothing to read, or no candidate it knows: no language")
    func nothing() {
        #expect(detector.detect("1234 !?").language == nil)
        #expect(detector.detect("ka", options: DetectionOptions(candidates: [code("xx")])).language == nil)
    }

    @Test("a script only one candidate writes needs no statistics")
    func script() {
        let detection = detector.detect("สวัสดีครับ", options: DetectionOptions(candidates: [code("aa"), code("th")]))
        #expect(detection.language == code("th"))
        #expect(detection.isReliable)
    }

    @Test("a model that is not one is refused")
    func badModel() {
        #expect(throws: LanguageModel.Failure.notAModel) { try LanguageModel(data: Data("NOPE".utf8)) }
        let data = TestModel.bytes(languages: ["aa"], words: [:], grams: [:])
        #expect(throws: LanguageModel.Failure.truncated) { try LanguageModel(data: data.dropLast(2)) }
        var future = data
        future[4] = 9
        #expect(throws: LanguageModel.Failure.unsupportedVersion(9)) { try LanguageModel(data: future) }
    }
}
