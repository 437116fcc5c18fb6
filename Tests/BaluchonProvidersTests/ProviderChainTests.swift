import BaluchonCore
import BaluchonProviders
import BaluchonStore
import FixtureServer
import Foundation
import Logging
import Testing

@Suite("Provider chain over real HTTP")
struct ProviderChainTests {
    typealias Greeting = GreetingProvider.Greeting
    let hello = FixtureReply.json(#"{"text":"hello"}"#)
    let clock = TestClock()

    func makeChain(
        _ server: FixtureServer, ids: [String] = ["a", "b"], unconfigured: Set<String> = [], timeout: Duration = .seconds(60),
        store: (any Store)? = nil
    ) throws -> (ProviderChain<String, Greeting>, ProviderMonitor) {
        let store = try store ?? SQLiteStore.inMemory()
        let clock = self.clock
        let monitor = ProviderMonitor(store: store, logger: .silent, clock: { clock.now })
        let providers: [any Provider<String, Greeting>] = ids.map {
            GreetingProvider(id: $0, baseURL: server.baseURL, configured: !unconfigured.contains($0))
        }
        let chain = ProviderChain(
            capability: .translation, providers: providers, monitor: monitor, store: store,
            policy: CachePolicy(timeToLive: 60, staleAfter: 120), timeout: timeout, retryPause: .milliseconds(10))
        return (chain, monitor)
    }

    @Test func firstProviderAnswersWithProvenance() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", hello)
        let (chain, monitor) = try makeChain(server)
        let answer = try await chain.value(for: "ann", cacheKey: "ann")
        #expect(answer.value.text == "hello")
        #expect(answer.provenance.source == "a")
        #expect(answer.provenance.fetchedAt == clock.now)
        #expect(!answer.provenance.stale)
        #expect(server.requests.first?.query["name"] == "ann")
        #expect(server.requests.first?.headers["user-agent"] == "BaluchonTests/1")
        #expect(try await monitor.record(of: "a").callsToday == 1)
        #expect(try await monitor.record(of: "a").lastSuccess == clock.now)
    }

    @Test(arguments: [503, 500, 429])
    func retryableStatusIsRetriedOnceThenFallsBack(status: Int) async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .status(status))
        server.route("GET", "/b/greet", hello)
        let (chain, _) = try makeChain(server)
        let answer = try await chain.value(for: "x", cacheKey: "x")
        #expect(answer.provenance.source == "b")
        #expect(server.count("/a/greet") == 2)
    }

    @Test func retryableFailureThatRecoversStaysWithTheFirstProvider() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .sequence([.status(429), hello]))
        let (chain, _) = try makeChain(server)
        #expect(try await chain.value(for: "x", cacheKey: "x").provenance.source == "a")
        #expect(server.count("/b/greet") == 0)
    }

    @Test func timeoutFallsBackWithoutRetrying() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .delayed(.seconds(60), hello))
        server.route("GET", "/b/greet", hello)
        // Long enough for b's quick answer to come in under it while the rest of the suite loads both cores.
        let (chain, monitor) = try makeChain(server, timeout: .seconds(10))
        #expect(try await chain.value(for: "x", cacheKey: "x").provenance.source == "b")
        #expect(server.count("/a/greet") == 1)
        #expect(try await Self.lastError(of: "a", monitor) == "timed out")
    }

    @Test(arguments: [
        FixtureReply.json("{not json"),
        .json(#"{"greeting":"hello"}"#),
        .body(Data("<html>hello</html>".utf8), contentType: "text/html"),
    ])
    func malformedAnswerIsNotRetriedAndFallsBack(reply: FixtureReply) async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", reply)
        server.route("GET", "/b/greet", hello)
        let (chain, monitor) = try makeChain(server)
        #expect(try await chain.value(for: "x", cacheKey: "x").provenance.source == "b")
        #expect(server.count("/a/greet") == 1)
        #expect(try await Self.lastError(of: "a", monitor) == "malformed answer")
    }

    @Test func connectionResetFallsBack() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .reset)
        server.route("GET", "/b/greet", hello)
        let (chain, _) = try makeChain(server)
        #expect(try await chain.value(for: "x", cacheKey: "x").provenance.source == "b")
    }

    @Test func everyFailureIsListedAndNoSecretLeaks() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .status(503))
        server.route("GET", "/b/greet", .json("garbage"))
        let (chain, _) = try makeChain(server)
        let error = await #expect(throws: ChainError.self) { try await chain.value(for: "x", cacheKey: "x") }
        guard case .allProvidersFailed(_, let attempts) = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(attempts.map(\.provider) == ["a", "b"])
        #expect(error?.kind == .upstreamUnavailable)
        let message = error?.message.text(in: .en) ?? ""
        #expect(message.contains("server error (HTTP 503)"))
        #expect(!message.contains(GreetingProvider.secret))
    }

    @Test func refusedKeyRestsTheProvider() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .status(401))
        server.route("GET", "/b/greet", hello)
        let (chain, _) = try makeChain(server)
        #expect(try await chain.value(for: "x", cacheKey: "x").provenance.source == "b")
        #expect(try await chain.value(for: "y", cacheKey: "y").provenance.source == "b")
        #expect(server.count("/a/greet") == 1)
    }

    @Test func providersAllRestingAreSaidToRestNotUnconfigured() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .status(503))
        server.route("GET", "/b/greet", .status(503))
        let (chain, _) = try makeChain(server)
        for name in ["x", "y"] {
            _ = await #expect(throws: ChainError.self) { try await chain.value(for: name, cacheKey: name) }
        }
        clock.advance(by: 15)
        let error = await #expect(throws: ChainError.self) { try await chain.value(for: "z", cacheKey: "z") }
        #expect(error == .providersResting(.translation, retryAfter: 45))
        #expect(error?.code == .providersResting && error?.kind == .upstreamUnavailable && error?.retryAfterSeconds == 45)
        #expect(error?.hint?.text(in: .fr) == "Réessayez dans 45 s.")
        #expect(server.count("/a/greet") == 3 && server.count("/b/greet") == 3, "no provider is asked while resting")
        clock.advance(by: 45)
        _ = await #expect(throws: ChainError.self) { try await chain.value(for: "z", cacheKey: "z") }
        #expect(server.count("/a/greet") == 4, "asked again once the rest is over")
    }

    @Test func unconfiguredProvidersAreSkipped() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/b/greet", hello)
        let (chain, _) = try makeChain(server, unconfigured: ["a"])
        #expect(try await chain.value(for: "x", cacheKey: "x").provenance.source == "b")
        #expect(server.count("/a/greet") == 0)
    }

    @Test func noConfiguredProviderIsAClearError() async throws {
        let server = try await FixtureServer.start()
        let (chain, _) = try makeChain(server, unconfigured: ["a", "b"])
        let error = await #expect(throws: ChainError.self) { try await chain.value(for: "x", cacheKey: "x") }
        #expect(error == .noProviderConfigured(.translation))
        // The terminal is told the setting; travellers on the web, whom to ask.
        #expect(error?.commandHint?.text(in: .en).contains("BALUCHON_TRANSLATION_PROVIDERS") == true)
        #expect(error?.hint?.text(in: .en).contains("BALUCHON") == false)
    }

    /// The last failure the store keeps for `provider`, told in English.
    static func lastError(of provider: String, _ monitor: ProviderMonitor, in language: UILanguage = .en) async throws -> String? {
        try await monitor.record(of: provider).lastErrorMessage.flatMap(ProviderFailure.explanation(stored:))?.text(in: language)
    }

    @Test("the store keeps a failure's words, not English text: another process tells it in its reader's language")
    func storedFailureIsToldInTheReadersLanguage() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .status(503))
        server.route("GET", "/b/greet", hello)
        let (chain, monitor) = try makeChain(server)
        _ = try await chain.value(for: "x", cacheKey: "x")
        #expect(try await Self.lastError(of: "a", monitor, in: .fr) == "erreur du serveur (HTTP 503)")
        let stored = try await monitor.record(of: "a").lastErrorMessage ?? ""
        #expect(!stored.contains("server error"))
        #expect(ProviderFailure.explanation(stored: "no network connection") == nil)
    }
}
