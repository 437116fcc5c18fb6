import BaluchonCore
import BaluchonProviders
import Foundation
import Testing

/// Against the Apertium installed from Debian (scripts/deps.sh installs it); skipped where it is not.
/// One instance and its pipelines serve every test, one test at a time: starting Apertium's
/// programs is heavy, and the rest of the suite shares the machine.
@Suite("Apertium (installed)", .serialized, .enabled(if: ApertiumInstallation.discover().problem == nil, "Apertium is not installed"))
struct ApertiumTests {
    typealias F = WordsFixtures
    static let shared = Apertium()
    var apertium: Apertium { Self.shared }

    @Test("discovers the pairs connecting fr, en, es, ca, pt, it and gl")
    func pairs() async throws {
        let support = try await apertium.languages()
        for language in ["fr", "en", "es", "ca", "pt", "it", "gl"] {
            #expect(support.sources.contains(F.code(language)), "\(language) missing")
        }
        #expect(support.supports(source: F.code("fr"), target: F.code("en")))
        #expect(!support.supports(source: F.code("fr"), target: F.code("de")))
        #expect(apertium.descriptor.state.isConfigured && !apertium.descriptor.isRemote)
    }

    @Test("a direct pair translates in one leg")
    func direct() async throws {
        let translation = try await apertium.fetch(F.request("Le chat noir dort dans la maison.", to: "es"))
        #expect(translation.route == [F.code("fr"), F.code("es")])
        #expect(translation.text.contains("gato"))
    }

    @Test("no fr→en pair: the text goes through Spanish, and the route says so")
    func pivot() async throws {
        let translation = try await apertium.fetch(F.request("Le chat noir dort dans la maison.", to: "en"))
        #expect(translation.route == [F.code("fr"), F.code("es"), F.code("en")])
        #expect(translation.pivots == [F.code("es")])
        #expect(translation.text.lowercased().contains("cat"))
    }

    @Test("issue 27: a made-up name is listed as unknown, not passed through silently, and its mark is not in the text")
    func unknownName() async throws {
        let translation = try await apertium.fetch(F.request("Je m’appelle Zorglubix.", to: "es"))
        #expect(translation.unknownWords.map(\.word) == ["Zorglubix"])
        #expect(translation.unknownWords.first?.kind == .unknown)
        #expect(!translation.text.contains("*"))
        Self.expectPlaces(translation)
    }

    @Test("issue 27: through a pivot, a word unknown in the first leg is carried as it was and listed once")
    func unknownThroughPivot() async throws {
        let translation = try await apertium.fetch(F.request("Où est la gare ? Je m’appelle Zorglubix.", to: "en"))
        #expect(translation.route == [F.code("fr"), F.code("es"), F.code("en")])
        #expect(translation.unknownWords.map(\.word) == ["Zorglubix"])
        #expect(!translation.text.contains("*"))
        Self.expectPlaces(translation)
    }

    @Test("issue 27: a word with no translation (@) and one with no form in the target (#) are listed with their kind")
    func transferAndGeneration() async throws {
        let transfer = try await apertium.fetch(F.request("The offer is subject to availability.", from: "en", to: "es"))
        #expect(transfer.unknownWords.map(\.kind) == [.transfer])
        #expect(transfer.unknownWords.first?.word == "subject" && !transfer.text.contains("@"))
        Self.expectPlaces(transfer)
        let generation = try await apertium.fetch(F.request("They can be individuals or organizations.", from: "en", to: "es"))
        #expect(generation.unknownWords.map(\.kind) == [.generation])
        #expect(!generation.text.contains("#"))
        Self.expectPlaces(generation)
    }

    @Test("issue 27: words Apertium knows give no unknown words")
    func known() async throws {
        #expect(try await apertium.fetch(F.request("Le chat noir dort dans la maison.", to: "es")).unknownWords.isEmpty)
    }

    /// Each unknown word stands in the text at its offset, counted in code points.
    static func expectPlaces(_ translation: Translation, sourceLocation: SourceLocation = #_sourceLocation) {
        let scalars = Array(translation.text.unicodeScalars)
        for word in translation.unknownWords {
            let found =
                word.offset + word.length <= scalars.count ? String(String.UnicodeScalarView(scalars[word.offset..<word.offset + word.length])) : ""
            #expect(found == word.word, "\(translation.text)", sourceLocation: sourceLocation)
        }
    }

    @Test("markup, reserved characters and line breaks come back as plain text")
    func inert() async throws {
        let text = "<script>alert('x')</script> [Bonjour] $5 @moi\nAu revoir"
        let translation = try await apertium.fetch(F.request(text, to: "es"))
        #expect(translation.text.contains("<script>"))
        #expect(translation.text.contains("[") && translation.text.contains("$5"))
        #expect(translation.text.split(separator: "\n").count == 2)
    }

    /// Issue 22 item 17: the text `^` waited the whole timeout (`lrx-proc` read the escaped caret as a word).
    @Test(
        "every reserved character, alone or last, comes back at once through the resident pipeline",
        arguments: ["^", "$", "@", "*", "#", "/", "<", ">", "[", "]", "{", "}", "\\"])
    func reservedCharacter(_ character: String) async throws {
        for text in [character, "le chat \(character)", "\(character) le chien", "a\(character)b\(character)"] {
            let translation = try await withDeadline(.seconds(5)) { try await apertium.fetch(F.request(text, to: "es")) }
            #expect(translation.text.filter { String($0) == character }.count == text.filter { String($0) == character }.count, "\(text)")
        }
    }

    @Test("concurrent requests on one pipeline each get their own answer")
    func concurrent() async throws {
        let words = ["chat", "chien", "maison", "pain", "eau", "soleil"]
        let answers = try await withThrowingTaskGroup(of: (String, String).self) { group in
            for word in words {
                group.addTask { (word, try await apertium.fetch(F.request("le \(word)", to: "es")).text) }
            }
            return try await group.reduce(into: [String: String]()) { $0[$1.0] = $1.1 }
        }
        #expect(answers["chat"]?.contains("gato") == true)
        #expect(answers["chien"]?.contains("perro") == true)
        #expect(answers["pain"]?.contains("pan") == true)
    }

    @Test("a cancelled request stops its pipeline; the next one starts afresh")
    func cancellation() async throws {
        let task = Task { try await apertium.fetch(F.request("Une longue phrase à traduire.", to: "es")) }
        task.cancel()
        _ = try? await task.value
        let after = try await apertium.fetch(F.request("le chat", to: "es"))
        #expect(after.text.contains("gato"))
    }

    @Test("one-shot runs and the resident pipeline agree")
    func oneShot() async throws {
        let cold = Apertium(resident: false)
        for request in [F.request("Où est la gare ?", to: "en"), F.request("Je m’appelle Zorglubix, 5 * 3 #1.", to: "en")] {
            #expect(try await cold.fetch(request) == (try await apertium.fetch(request)))
        }
    }

    @Test("no source, or a pair it cannot reach, is refused")
    func refusals() async {
        #expect(await F.failure { _ = try await apertium.fetch(F.request(from: nil, to: "es")) } == .rejected("Apertium needs the source language"))
        let failure = await F.failure { _ = try await apertium.fetch(F.request(to: "de")) }
        #expect(failure == .rejected("no Apertium route from fr to de"))
    }
}
