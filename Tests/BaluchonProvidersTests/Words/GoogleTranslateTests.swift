import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing

@Suite("Google Cloud Translation v2")
struct GoogleTranslateTests {
    typealias F = WordsFixtures

    private func google(_ server: FixtureServer, key: String? = F.key, upstream: UpstreamClient = F.upstream) -> GoogleTranslate {
        GoogleTranslate(key: key, baseURL: URL(string: server.baseURL), upstream: upstream)
    }

    @Test("translates with the key in a header, plain text format, source and target")
    func translates() async throws {
        try await F.withServer { server in
            server.route("POST", "/language/translate/v2", .fixture("words/google/translate.json"))
            let translation = try await google(server).fetch(F.request())
            #expect(translation.text == "I would like a coffee, please.")
            #expect(translation.source == F.code("fr"))
            #expect(translation.route == [F.code("fr"), F.code("en")])
            let sent = try #require(server.requests.first)
            #expect(sent.headers["x-goog-api-key"] == F.key)
            #expect(!sent.path.contains(F.key) && sent.query["key"] == nil)
            let body = F.body(sent)
            #expect(body["q"] as? [String] == ["Je voudrais un café, s’il vous plaît."])
            #expect(body["source"] as? String == "fr")
            #expect(body["target"] as? String == "en")
            #expect(body["format"] as? String == "text")
        }
    }

    @Test("without a source, Google's detected language is the source")
    func detectsSource() async throws {
        try await F.withServer { server in
            server.route("POST", "/language/translate/v2", .fixture("words/google/translate-detected.json"))
            let translation = try await google(server).fetch(F.request("Où est la gare ?", from: nil))
            #expect(translation.source == F.code("fr"))
            #expect(translation.detection?.detector == "google")
            #expect(F.body(server.requests[0])["source"] == nil)
        }
    }

    @Test("markup in the answer stays text")
    func markup() async throws {
        try await F.withServer { server in
            server.route("POST", "/language/translate/v2", .fixture("words/google/translate-markup.json"))
            let translation = try await google(server).fetch(F.request("<script>alert(\"bonjour\")</script> <b>Bonjour</b> & au revoir"))
            #expect(translation.text == "<script>alert(\"hello\")</script> <b>Good morning</b> & goodbye")
        }
    }

    @Test("languages: every code normalised, Google's names kept as fallbacks")
    func languages() async throws {
        try await F.withServer { server in
            server.route("GET", "/language/translate/v2/languages", .fixture("words/google/languages.json"))
            let support = try await google(server).languages()
            #expect(support.sources.contains(F.code("he")))
            #expect(support.targets.contains(F.code("zh-TW")))
            #expect(support.pairs == nil)
            #expect(support.providerNames[F.code("hmn")] == "Hmong")
            #expect(server.requests[0].query["target"] == "en")
        }
    }

    @Test("detect: Google's detections, best first")
    func detect() async throws {
        try await F.withServer { server in
            server.route("POST", "/language/translate/v2/detect", .fixture("words/google/detect.json"))
            let guesses = try await google(server).detect("Bonjour tout le monde")
            #expect(guesses == [LanguageGuess(language: F.code("fr"), confidence: 0.96875)])
        }
    }

    @Test(
        "Google's refusals are told apart",
        arguments: [
            ("words/google/error-key-invalid.json", 400, ProviderFailure.invalidKey),
            ("words/google/error-daily-limit.json", 403, .quotaExceeded),
            ("words/google/error-rate-limit.json", 429, .rateLimited),
            ("words/google/error-bad-pair.json", 400, .rejected("HTTP 400")),
        ])
    func refusals(fixture: String, status: Int, expected: ProviderFailure) async throws {
        try await F.withServer { server in
            server.route("POST", "/language/translate/v2", .fixture(fixture, status: status))
            #expect(await F.failure { _ = try await google(server).fetch(F.request()) } == expected)
        }
    }

    @Test(
        "transport faults become retryable failures",
        arguments: [
            (FixtureReply.status(503), ProviderFailure.serverError(status: 503)),
            (.delayed(F.tooLate, .fixture("words/google/translate.json")), .timeout),
            (.json("{\"data\": {\"translations\": "), .malformed("unexpected JSON (not valid JSON)")),
            (.body(Data("<html>Error</html>".utf8), contentType: "text/html"), .malformed("expected JSON, got text/html")),
        ])
    func faults(reply: FixtureReply, expected: ProviderFailure) async throws {
        try await F.withServer { server in
            server.route("POST", "/language/translate/v2", reply)
            #expect(await F.failure { _ = try await google(server, upstream: F.upstream(expecting: expected)).fetch(F.request()) } == expected)
        }
    }

    @Test("a cut connection is unreachable, and no message carries the key")
    func reset() async throws {
        try await F.withServer { server in
            server.route("POST", "/language/translate/v2", .reset)
            let failure = await F.failure { _ = try await google(server).fetch(F.request()) }
            guard case .unreachable(let detail) = failure else {
                Issue.record("expected unreachable, got \(String(describing: failure))")
                return
            }
            #expect(!detail.contains(F.key))
        }
    }

    @Test("without a key it is not configured")
    func notConfigured() {
        let provider = GoogleTranslate(key: nil, baseURL: nil, upstream: F.upstream)
        #expect(!provider.descriptor.state.isConfigured)
        #expect(provider.descriptor.isRemote)
        #expect(GoogleTranslate(key: F.key, baseURL: nil, upstream: F.upstream).descriptor.secrets == [F.key])
    }
}
