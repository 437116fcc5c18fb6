import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing

@Suite("DeepL")
struct DeepLTests {
    typealias F = WordsFixtures

    private func deepl(_ server: FixtureServer, upstream: UpstreamClient = F.upstream) -> DeepL {
        DeepL(key: F.key, baseURL: URL(string: server.baseURL), upstream: upstream)
    }

    @Test("free keys go to api-free.deepl.com, others to api.deepl.com")
    func hosts() {
        #expect(DeepL.defaultBaseURL(forKey: "279a2e9d-83b3-c416-7e2d-f721593e42a0:fx").host == "api-free.deepl.com")
        #expect(DeepL.defaultBaseURL(forKey: "279a2e9d-83b3-c416-7e2d-f721593e42a0").host == "api.deepl.com")
        let free = DeepL(key: "abc:fx", baseURL: nil, upstream: F.upstream)
        #expect(free.descriptor.state == .configured(detail: .verbatim("api-free.deepl.com")))
        #expect(!DeepL(key: nil, baseURL: nil, upstream: F.upstream).descriptor.state.isConfigured)
    }

    @Test("translates with the key in the Authorization header and DeepL's upper-case codes")
    func translates() async throws {
        try await F.withServer { server in
            server.route("POST", "/v2/translate", .fixture("words/deepl/translate.json"))
            let translation = try await deepl(server).fetch(F.request(to: "en-GB"))
            #expect(translation.text == "I would like a coffee, please.")
            let sent = try #require(server.requests.first)
            #expect(sent.headers["authorization"] == "DeepL-Auth-Key \(F.key)")
            let body = F.body(sent)
            #expect(body["text"] as? [String] == ["Je voudrais un café, s’il vous plaît."])
            #expect(body["source_lang"] as? String == "FR")
            #expect(body["target_lang"] as? String == "EN-GB")
        }
    }

    @Test("without a source, DeepL's detected language is the source")
    func detectsSource() async throws {
        try await F.withServer { server in
            server.route("POST", "/v2/translate", .fixture("words/deepl/translate.json"))
            let translation = try await deepl(server).fetch(F.request(from: nil, to: "en-US"))
            #expect(translation.source == F.code("fr"))
            #expect(translation.detection?.language == F.code("fr"))
            #expect(F.body(server.requests[0])["source_lang"] == nil)
        }
    }

    @Test("source and target lists differ: targets carry variants")
    func languages() async throws {
        try await F.withServer { server in
            server.route(
                "GET", "/v2/languages", .sequence([.fixture("words/deepl/languages-source.json"), .fixture("words/deepl/languages-target.json")]))
            let support = try await deepl(server).languages()
            #expect(support.sources.contains(F.code("en")))
            #expect(!support.targets.contains(F.code("en")))
            #expect(support.targets.contains(F.code("en-GB")) && support.targets.contains(F.code("pt-BR")))
            #expect(support.target(matching: F.code("en")) == F.code("en-GB"))
            #expect(server.requests.map { $0.query["type"] } == ["source", "target"])
        }
    }

    @Test("DeepL has no detection of its own")
    func noDetection() async throws {
        #expect(try await DeepL(key: F.key, baseURL: nil, upstream: F.upstream).detect("Bonjour") == nil)
    }

    @Test(
        "DeepL's statuses are told apart",
        arguments: [
            (FixtureReply.body(Data(), status: 403, contentType: "text/plain"), ProviderFailure.invalidKey),
            (.fixture("words/deepl/error-quota.json", status: 456), .quotaExceeded),
            (.status(429), .rateLimited),
            (.status(529), .rateLimited),
            (.fixture("words/deepl/error-bad-target.json", status: 400), .rejected("HTTP 400")),
            (.status(503), .serverError(status: 503)),
            (.delayed(F.tooLate, .fixture("words/deepl/translate.json")), .timeout),
            (.json("[]"), .malformed("unexpected JSON (the answer: expected an object)")),
        ])
    func statuses(reply: FixtureReply, expected: ProviderFailure) async throws {
        try await F.withServer { server in
            server.route("POST", "/v2/translate", reply)
            let failure = await F.failure { _ = try await deepl(server, upstream: F.upstream(expecting: expected)).fetch(F.request()) }
            if case .malformed = expected, case .malformed = failure { return }
            #expect(failure == expected)
        }
    }
}
