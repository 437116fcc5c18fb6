import FixtureServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Words API: bad input and failing providers")
struct WordsBadInputTests {
    typealias W = WordsApp

    /// Posts `body` to `path` and hands the response to `check`.
    private func post(
        _ environment: [String: String], to path: String = "/api/v1/translate", _ body: [String: Any], language: String = "en",
        check: @escaping @Sendable (TestResponse) -> Void
    ) async throws {
        let buffer = W.json(body)
        try await W.app(environment).test(.router) { client in
            var headers = W.jsonHeaders
            headers[.acceptLanguage] = language
            try await client.execute(uri: path, method: .post, headers: headers, body: buffer) { check($0) }
        }
    }

    private func googleServer() async throws -> FixtureServer {
        let server = try await FixtureServer.start()
        server.route("GET", "/language/translate/v2/languages", .fixture("words/google/languages.json"))
        return server
    }

    @Test("empty or blank text", arguments: ["", "   \n"])
    func empty(text: String) async throws {
        let server = try await googleServer()
        try await post(W.google(server), ["text": text, "target": "en"]) { response in
            #expect(response.status == .badRequest)
            #expect(W.error(response).code == "empty_text")
        }
        try await post(W.google(server), to: "/api/v1/detect", ["text": text]) { response in
            #expect(W.error(response).code == "empty_text")
        }
        try await server.shutdown()
    }

    // A text over the product's limit was read whole: 400, as README says; 413 is for a body too large to read.
    @Test("text over 5,000 characters is bad input (400)")
    func tooLong() async throws {
        let server = try await googleServer()
        try await post(W.google(server), ["text": String(repeating: "a", count: 5_001), "target": "en"], language: "fr") { response in
            #expect(response.status == .badRequest)
            #expect(W.error(response).code == "text_too_long")
            #expect(W.error(response).message.contains("5001"))
        }
        try await server.shutdown()
    }

    @Test("missing fields and wrong types are malformed JSON; a bad code is named")
    func malformedRequests() async throws {
        let server = try await googleServer()
        try await post(W.google(server), ["target": "en"]) { #expect(W.error($0).code == "malformed_json") }
        try await post(W.google(server), ["text": 12, "target": "en"]) { #expect(W.error($0).code == "malformed_json") }
        try await post(W.google(server), ["text": "Bonjour", "target": "en!"]) { response in
            #expect(W.error(response).code == "invalid_language")
            #expect(W.error(response).message.contains("en!"))
        }
        try await post(W.google(server), to: "/api/v1/detect", ["text": "Bonjour", "candidates": ["fr", "??"]]) {
            #expect(W.error($0).code == "invalid_language")
        }
        try await server.shutdown()
    }

    @Test("a language the provider lacks lists those it has", .enabled(if: WordsApp.apertiumInstalled))
    func unsupportedLanguage() async throws {
        try await post(W.apertiumOnly, ["text": "Bonjour", "source": "fr", "target": "de"], language: "fr") { response in
            #expect(response.status == .badRequest)
            let error = W.error(response)
            #expect(error.code == "unsupported_language")
            #expect(error.hint.contains("anglais") && error.hint.contains("espagnol"))
        }
    }

    @Test("an unsupported pair lists the targets the source reaches")
    func unsupportedPair() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/libre/languages", .fixture("words/libretranslate/languages.json"))
        var environment = W.google(server)
        environment["BALUCHON_TRANSLATION_PROVIDERS"] = "libretranslate"
        try await post(environment, ["text": "Bon dia", "source": "ca", "target": "de"]) { response in
            #expect(response.status == .badRequest)
            let error = W.error(response)
            #expect(error.code == "unsupported_pair")
            #expect(error.message.contains("From Catalan it translates into: English, Spanish."))
        }
        #expect(server.count("/libre/translate") == 0)
        try await server.shutdown()
    }

    @Test("Apertium cannot detect: a text too short to tell asks for the source", .enabled(if: WordsApp.apertiumInstalled))
    func unsureSource() async throws {
        try await post(W.apertiumOnly, ["text": "ok", "source": "auto", "target": "en"]) { response in
            #expect(response.status == .badRequest)
            #expect(W.error(response).code == "language_unsure")
        }
    }

    @Test("a text plainly in a language Apertium lacks is named, not translated as its nearest source", .enabled(if: WordsApp.apertiumInstalled))
    func detectedOutsideSources() async throws {
        let german = "Ich habe heute keine Zeit, weil ich arbeiten muss"
        try await post(W.apertiumOnly, ["text": german, "source": "auto", "target": "en"], language: "fr") { response in
            #expect(response.status == .badRequest)
            let error = W.error(response)
            #expect(error.code == "unsupported_language")
            #expect(error.message.contains("allemand"))
            #expect(error.hint.contains("espagnol"))
        }
        try await post(W.apertiumOnly, to: "/api/v1/detect", ["text": german]) { response in
            #expect(response.status == .ok)
            let detection = W.decode(response)["detection"] as? [String: Any]
            #expect(detection?["isReliable"] as? Bool == false)
            #expect((detection?["outside"] as? [String: Any])?["language"] as? String == "de")
            #expect((detection?["confidence"] as? Double ?? 1) < 0.1)
        }
    }

    @Test("detection among languages the offline detector cannot tell is refused, naming them")
    func undetectableCandidates() async throws {
        try await post(W.apertiumOnly, to: "/api/v1/detect", ["text": "hola", "candidates": ["xx", "yy"]]) { response in
            #expect(response.status == .badRequest)
            #expect(W.error(response).code == "unsupported_language")
            #expect(W.error(response).message.contains("xx"))
        }
    }

    @Test("a refused key: a clear error that never shows the key")
    func invalidKey() async throws {
        let server = try await googleServer()
        server.route("POST", "/language/translate/v2", .fixture("words/google/error-key-invalid.json", status: 400))
        try await post(W.google(server), ["text": "Bonjour", "source": "fr", "target": "en"]) { response in
            #expect(response.status == .badGateway)
            #expect(W.error(response).code == "providers_unavailable")
            #expect(W.error(response).message.contains("the API key was refused"))
            #expect(!String(buffer: response.body).contains(W.key))
        }
        try await server.shutdown()
    }

    @Test("a spent quota (DeepL 456) is said so")
    func quota() async throws {
        let server = try await FixtureServer.start()
        server.route(
            "GET", "/deepl/v2/languages", .sequence([.fixture("words/deepl/languages-source.json"), .fixture("words/deepl/languages-target.json")]))
        server.route("POST", "/deepl/v2/translate", .fixture("words/deepl/error-quota.json", status: 456))
        var environment = W.google(server)
        environment["BALUCHON_TRANSLATION_PROVIDERS"] = "deepl"
        try await post(environment, ["text": "Bonjour", "source": "fr", "target": "en"]) { response in
            #expect(W.error(response).message.contains("quota exceeded"))
        }
        try await server.shutdown()
    }

    @Test("a timeout falls back to the next provider")
    func timeoutFallback() async throws {
        let server = try await googleServer()
        server.route("POST", "/language/translate/v2", .delayed(.seconds(120), .fixture("words/google/translate.json")))
        server.route("POST", "/libre/translate", .fixture("words/libretranslate/translate.json"))
        var environment = W.google(server, then: "libretranslate")
        // Google's answer is held two minutes, so it times out however slow the machine; the timeout is long enough
        // for LibreTranslate's quick answer to come in under it while the rest of the suite loads both cores (3 s did not).
        environment["BALUCHON_UPSTREAM_TIMEOUT"] = "10"
        try await post(environment, ["text": "Je voudrais un café.", "source": "fr", "target": "en"]) { response in
            #expect(response.status == .ok, "\(String(buffer: response.body))")
            #expect(W.decode(response)["provider"] as? String == "libretranslate")
        }
        try await server.shutdown()
    }

    @Test("a malformed answer falls back; when all fail, every failure is named")
    func malformedThenAllFail() async throws {
        let server = try await googleServer()
        server.route("POST", "/language/translate/v2", .json("{\"data\": "))
        server.route("POST", "/libre/translate", .status(503))
        try await post(W.google(server, then: "libretranslate"), ["text": "Bonjour", "source": "fr", "target": "en"]) { response in
            #expect(response.status == .badGateway)
            let message = W.error(response).message
            #expect(message.contains("google: malformed answer") && message.contains("libretranslate: server error (HTTP 503)"))
        }
        try await server.shutdown()
    }

    @Test("no provider at all: the traveller is told to ask the operator, not how to configure one", arguments: ["en", "fr"])
    func noProvider(language: String) async throws {
        try await post(["BALUCHON_TRANSLATION_PROVIDERS": "google"], ["text": "Bonjour", "target": "en"], language: language) { response in
            #expect(response.status == .serviceUnavailable)
            let error = W.error(response)
            #expect(error.code == "no_translation_provider")
            #expect(!error.hint.contains("apertium") && !error.hint.contains("BALUCHON_GOOGLE_TRANSLATE_KEY"))
            #expect(error.hint.contains(language == "fr" ? "la personne qui le gère" : "operator"))
        }
    }
}
