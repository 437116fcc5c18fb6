import BaluchonCore
import Foundation
import Testing

@testable import BaluchonProviders

@Suite("Tesseract: text of images rendered from known text in six scripts, and of scans from its test set", .timeLimit(.minutes(5)))
struct TesseractTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Fixtures/ocr")

    /// The image's text as Tesseract reads it, and the transcription beside it (`<name>.txt`).
    static func read(_ name: String, _ language: String, tesseract: Tesseract = Tesseract()) async throws -> (found: String, expected: String) {
        let file = fixtures.appendingPathComponent(name)
        let data = try Data(contentsOf: file)
        let found = try await tesseract.recognise(data, header: try ImageHeader.checked(data), language: try #require(LanguageCode(language)))
        let expected = try String(contentsOf: file.deletingPathExtension().appendingPathExtension("txt"), encoding: .utf8)
        return (found.text, expected.split(whereSeparator: \.isNewline).joined(separator: "\n"))
    }

    /// 1 − (edit distance in characters ÷ length of the transcription).
    static func accuracy(_ found: String, _ expected: String) -> Double {
        let a = Array(found)
        let b = Array(expected)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return 1 - Double(previous[b.count]) / Double(max(b.count, 1))
    }

    @Test(
        "Rendered text read back with at least 95 % of its characters right",
        arguments: [
            ("latin-fra.png", "fr"), ("cyrillic-rus.png", "ru"), ("greek-ell.png", "el"), ("arabic-ara.png", "ar"),
            ("han-chi_sim.png", "zh"), ("japanese-jpn.png", "ja"),
        ])
    func scripts(name: String, language: String) async throws {
        let (found, expected) = try await Self.read(name, language)
        let accuracy = Self.accuracy(found, expected)
        print("OCR character accuracy \(name): \(String(format: "%.3f", accuracy))")
        #expect(accuracy >= 0.95, "\(found)")
    }

    @Test(
        "Scans of printed text from Tesseract's test set, against their transcriptions",
        arguments: [("phototest.tif", "en", 0.95), ("eurotext.tif", "en", 0.9)])
    func scans(name: String, language: String, least: Double) async throws {
        let (found, expected) = try await Self.read(name, language)
        let accuracy = Self.accuracy(found, expected)
        print("OCR character accuracy \(name): \(String(format: "%.3f", accuracy))")
        #expect(accuracy >= least, "\(found)")
    }

    @Test("Each line's box lies on its words in the image: the menu's lines go down the page")
    func boxes() async throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("menu-fra.png"))
        let text = try await Tesseract().recognise(data, header: try ImageHeader.checked(data), language: try #require(LanguageCode("fr")))
        #expect(text.width == 804 && text.height == 1264)
        #expect(text.lines.count >= 30)
        #expect(text.lines.allSatisfy { $0.box.x >= 0 && $0.box.x + $0.box.w <= 804 && $0.box.y + $0.box.h <= 1264 && $0.confidence > 0.5 })
        #expect(zip(text.lines, text.lines.dropFirst()).allSatisfy { $0.box.y < $1.box.y })
        #expect(text.lines.first?.text == "Le Petit Bistrot — Carte du jour")
    }

    @Test("A run past its deadline is stopped and told as such")
    func deadline() async throws {
        await #expect(throws: OCRError.timedOut(seconds: 0)) {
            _ = try await Self.read("menu-fra.png", "fr", tesseract: Tesseract(timeout: .milliseconds(50)))
        }
    }

    @Test("A language without installed data is refused with the ones that are")
    func missingLanguage() async throws {
        let installation = TesseractInstallation.discover()
        #expect(installation.languages.contains(try #require(LanguageCode("ja"))))
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("latin-fra.png"))
        await #expect(throws: OCRError.languageNotInstalled(try #require(LanguageCode("ko")), installed: installation.languages)) {
            _ = try await Tesseract().recognise(data, header: try ImageHeader.checked(data), language: try #require(LanguageCode("ko")))
        }
    }

    @Test("A PNG whose header holds but whose pixels are garbage is an unreadable image")
    func damaged() async throws {
        var data = try Data(contentsOf: Self.fixtures.appendingPathComponent("latin-fra.png"))
        data.replaceSubrange(60..<data.count, with: Data(repeating: 0x5A, count: data.count - 60))
        await #expect(throws: OCRError.unreadableImage) {
            _ = try await Tesseract().recognise(data, header: try ImageHeader.checked(data), language: try #require(LanguageCode("fr")))
        }
    }
}

@Suite("OCR gate: a bounded number of runs, a bounded queue")
struct OCRGateTests {
    @Test("One running, one waiting: a third caller is told the server is busy at once")
    func busy() async throws {
        let gate = OCRGate(running: 1, waiting: 1)
        let (started, startedNow) = AsyncStream.makeStream(of: Void.self)
        let (release, releaseNow) = AsyncStream.makeStream(of: Void.self)
        let first = Task {
            try await gate.admitted {
                startedNow.yield()
                for await _ in release { break }
                return 1
            }
        }
        for await _ in started { break }
        let second = Task { try await gate.admitted { 2 } }
        while await gate.queued == 0 { await Task.yield() }
        await #expect(throws: OCRError.busy) { try await gate.admitted { 3 } }
        releaseNow.yield()
        #expect(try await first.value == 1)
        #expect(try await second.value == 2)
        #expect(try await gate.admitted { 4 } == 4)
    }
}
