import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing

@Suite("LibreTranslate")
struct LibreTranslateTests {
    typealias F = WordsFixtures

    private func libre(_ server: FixtureServer, key: String? = nil) -> LibreTranslate {
        LibreTranslate(key: key, baseURL: URL(string: server.baseURL + "/"), upstream: F.upstream)
    }

    @Test("configured by a URL, or by a key for the public instance")
    func configuration() {
        #expect(!LibreTranslate(key: nil, baseURL: nil, upstream: F.upstream).descriptor.state.isConfigured)
        #expect(
            LibreTranslate(key: F.key, baseURL: nil, upstream: F.upstream).descriptor.state == .configured(detail: .verbatim("libretranslate.com")))
    }

    @Test("translates, sending the key in the body only when there is one")
    func translates() async throws {
        try await F.withServer { server in
            server.route("POST", "/translate", .fixture("words/libretranslate/translate.json"))
            let translation = try await libre(server).fetch(F.request())
            #expect(translation.text == "I would like a coffee, please.")
            var body = F.body(server.requests[0])
            #expect(body["q"] as? String == "Je voudrais un café, s’il vous plaît.")
            #expect(body["source"] as? String == "fr" && body["target"] as? String == "en" && body["format"] as? String == "text")
            #expect(body["api_key"] == nil)
            _ = try await libre(server, key: F.key).fetch(F.request())
            body = F.body(server.requests[1])
            #expect(body["api_key"] as? String == F.key)
        }
    }

    @Test("source auto: the detected language and its confidence (0–100) come back")
    func auto() async throws {
        try await F.withServer { server in
            server.route("POST", "/translate", .fixture("words/libretranslate/translate-auto.json"))
            let translation = try await libre(server).fetch(F.request("Où est la gare ?", from: nil))
            #expect(F.body(server.requests[0])["source"] as? String == "auto")
            #expect(translation.source == F.code("fr"))
            #expect(translation.detection?.confidence == 0.9)
        }
    }

    @Test("languages with their targets become pairs")
    func languages() async throws {
        try await F.withServer { server in
            server.route("GET", "/languages", .fixture("words/libretranslate/languages.json"))
            let support = try await libre(server).languages()
            #expect(support.supports(source: F.code("fr"), target: F.code("de")))
            #expect(!support.supports(source: F.code("ca"), target: F.code("de")))
            #expect(!support.supports(source: F.code("en"), target: F.code("en")))
            #expect(support.sources.contains(F.code("zh-Hans")))
        }
    }

    @Test("detect: confidences scaled to 0…1, best first")
    func detect() async throws {
        try await F.withServer { server in
            server.route("POST", "/detect", .fixture("words/libretranslate/detect.json"))
            let guesses = try await libre(server).detect("Bonjour")
            #expect(guesses?.map(\.language) == [F.code("fr"), F.code("it")])
            #expect(guesses?.first?.confidence == 0.9)
        }
    }

    @Test(
        "LibreTranslate's errors are told apart",
        arguments: [
            ("words/libretranslate/error-invalid-key.json", 403, ProviderFailure.invalidKey),
            ("words/libretranslate/error-key-required.json", 400, .invalidKey),
            ("words/libretranslate/error-slowdown.json", 429, .rateLimited),
            ("words/libretranslate/error-unavailable-pair.json", 400, .rejected("HTTP 400")),
        ])
    func errors(fixture: String, status: Int, expected: ProviderFailure) async throws {
        try await F.withServer { server in
            server.route("POST", "/translate", .fixture(fixture, status: status))
            #expect(await F.failure { _ = try await libre(server).fetch(F.request()) } == expected)
        }
    }

    @Test("a server error and a dead server are retryable")
    func faults() async throws {
        try await F.withServer { server in
            server.route("POST", "/translate", .status(500))
            #expect(await F.failure { _ = try await libre(server).fetch(F.request()) } == .serverError(status: 500))
            server.route("POST", "/translate", .reset)
            let failure = await F.failure { _ = try await libre(server).fetch(F.request()) }
            #expect(failure?.isRetryable == true)
        }
    }
}
