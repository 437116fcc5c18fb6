import BaluchonCore
import BaluchonProviders
import BaluchonStore
import FixtureServer
import Foundation
import Logging
import Testing

@Suite("Provider chain cache, staleness and coalescing")
struct ProviderChainCacheTests {
    typealias Greeting = GreetingProvider.Greeting
    let clock = TestClock()

    func makeChain(_ server: FixtureServer, store: any Store) -> ProviderChain<String, Greeting> {
        let clock = self.clock
        let monitor = ProviderMonitor(store: store, logger: .silent, clock: { clock.now })
        return ProviderChain(
            capability: .translation, providers: [GreetingProvider(id: "a", baseURL: server.baseURL)], monitor: monitor,
            store: store, policy: CachePolicy(timeToLive: 60, staleAfter: 120), retryPause: .milliseconds(10))
    }

    @Test func freshAnswersComeFromTheCache() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .json(#"{"text":"hello"}"#))
        let chain = makeChain(server, store: try SQLiteStore.inMemory())
        let first = try await chain.value(for: "x", cacheKey: "x")
        clock.advance(by: 30)
        let second = try await chain.value(for: "x", cacheKey: "x")
        #expect(second == first)
        #expect(server.count("/a/greet") == 1)
    }

    @Test func expiredAnswersAreFetchedAgain() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .sequence([.json(#"{"text":"one"}"#), .json(#"{"text":"two"}"#)]))
        let chain = makeChain(server, store: try SQLiteStore.inMemory())
        _ = try await chain.value(for: "x", cacheKey: "x")
        clock.advance(by: 61)
        #expect(try await chain.value(for: "x", cacheKey: "x").value.text == "two")
        #expect(server.count("/a/greet") == 2)
    }

    @Test func lastKnownAnswerServesFlaggedStaleWhenUpstreamFails() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .sequence([.json(#"{"text":"hello"}"#), .status(503)]))
        let chain = makeChain(server, store: try SQLiteStore.inMemory())
        let fresh = try await chain.value(for: "x", cacheKey: "x")
        clock.advance(by: 3600)
        let stale = try await chain.value(for: "x", cacheKey: "x")
        #expect(stale.value == fresh.value)
        #expect(stale.provenance.stale)
        #expect(stale.provenance.fetchedAt == fresh.provenance.fetchedAt)
        #expect(stale.provenance.note != nil)
    }

    @Test func cachedAnswerOlderThanTheFreshnessLimitIsFlaggedStale() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .json(#"{"text":"hello"}"#))
        let store = try SQLiteStore.inMemory()
        let chain = ProviderChain<String, Greeting>(
            capability: .translation, providers: [GreetingProvider(id: "a", baseURL: server.baseURL)],
            monitor: ProviderMonitor(store: store, logger: .silent, clock: { [clock] in clock.now }),
            store: store, policy: CachePolicy(timeToLive: 3600, staleAfter: 60))
        _ = try await chain.value(for: "x", cacheKey: "x")
        clock.advance(by: 90)
        let answer = try await chain.value(for: "x", cacheKey: "x")
        #expect(answer.provenance.stale)
        #expect(server.count("/a/greet") == 1)
    }

    @Test func identicalConcurrentRequestsShareOneUpstreamCall() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/a/greet", .delayed(.milliseconds(300), .json(#"{"text":"hello"}"#)))
        let chain = makeChain(server, store: try SQLiteStore.inMemory())
        let answers = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<20 {
                group.addTask { try await chain.value(for: "x", cacheKey: "x").value.text }
            }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(answers == Array(repeating: "hello", count: 20))
        #expect(server.count("/a/greet") == 1)
    }
}
