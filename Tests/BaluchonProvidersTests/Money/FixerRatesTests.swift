import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing

@Suite struct FixerRatesTests {
    static let key = "0123456789abcdef0123456789abcdef"

    func provider(_ server: FixtureServer, key: String? = Self.key) -> FixerRates {
        FixerRates(client: MoneyFixtures.client(timeout: .seconds(5)), key: key, baseURL: URL(string: server.baseURL))
    }

    @Test func readsLatestRatesWithTheKeyAndNoBase() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/latest", .fixture("money/fixer-latest.json"))
        let table = try await provider(server).fetch(.latest)
        #expect(table.day == CalendarDay("2026-11-20"))
        #expect(table.base == .eur)
        #expect(table.rates.count == 168)
        #expect(table.rates[.usd] == Decimal(string: "1.109927"))
        #expect(table.publishedAt == Date(timeIntervalSince1970: 1_795_176_065))
        let request = try #require(server.requests.first)
        #expect(request.query == ["access_key": Self.key])
    }

    @Test func aKeyWithURLCharactersReachesUpstreamAsWritten() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/latest", .fixture("money/fixer-latest.json"))
        server.route("GET", "/symbols", .fixture("money/fixer-symbols.json"))
        let key = "a&b+c #d%e"
        _ = try await provider(server, key: key).fetch(.latest)
        _ = try await FixerSymbols(client: MoneyFixtures.client(), key: key, baseURL: URL(string: server.baseURL)).fetch(.latest)
        #expect(server.requests.map(\.formQuery) == [["access_key": key], ["access_key": key]])
    }

    @Test func readsSymbols() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/symbols", .fixture("money/fixer-symbols.json"))
        let symbols = try await FixerSymbols(client: MoneyFixtures.client(), key: Self.key, baseURL: URL(string: server.baseURL)).fetch(.latest)
        #expect(symbols["GGP"] == "Guernsey Pound")
        #expect(symbols["CRC"] == "Costa Rican Colón")
        #expect(symbols.count == 168)
    }

    @Test(arguments: [
        ("money/fixer-error-101.json", ProviderFailure.invalidKey),
        ("money/fixer-error-104.json", .quotaExceeded),
        (
            "money/fixer-error-105.json",
            .rejected("fixer plan restriction (base_currency_access_restricted): the free plan is EUR-based and HTTP only")
        ),
    ])
    func turnsDocumentedErrorsIntoFailures(_ fixture: String, _ expected: ProviderFailure) async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/latest", .fixture(fixture))
        await #expect(throws: expected) { try await provider(server).fetch(.latest) }
    }

    @Test func refusesMalformedAnswersWithoutLeakingTheKey() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/latest", .sequence([.json("not json"), .json(#"{"success":true}"#), .status(500)]))
        let fixer = provider(server)
        for _ in 0..<3 {
            do {
                _ = try await fixer.fetch(.latest)
                Issue.record("a broken answer gave rates")
            } catch let failure as ProviderFailure {
                #expect(!failure.summary.contains(Self.key))
                #expect(failure != .invalidKey)
            }
        }
        #expect(server.count("/latest") == 3)
    }

    @Test func isNotConfiguredWithoutKeyAndHidesTheKey() throws {
        let server = URL(string: "http://127.0.0.1:9")!
        let without = FixerRates(client: MoneyFixtures.client(), key: nil, baseURL: server)
        #expect(!without.descriptor.state.isConfigured)
        let with = FixerRates(client: MoneyFixtures.client(), key: Self.key, baseURL: nil)
        #expect(with.descriptor.secrets == [Self.key])
        guard case .configured(let detail) = with.descriptor.state else {
            Issue.record("a key should configure fixer")
            return
        }
        #expect(detail.text(in: .en).contains("data.fixer.io"))
        #expect(!detail.text(in: .en).contains(Self.key))
    }
}
