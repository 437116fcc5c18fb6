import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing

@testable import BaluchonToolkit

@Suite struct MoneyRefreshTests {
    @Test func namesFixerOnlyCurrenciesFromItsSymbolsOnceAMonth() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/fixer/latest", .fixture("money/fixer-latest.json"))
        server.route("GET", "/fixer/symbols", .fixture("money/fixer-symbols.json"))
        let clock = ManualClock(MoneyTestSupport.at("2026-11-20", 18))
        let money = try await MoneyTestSupport.service(server, order: "fixer,embedded", fixerKey: "fixer-test-key", clock: clock)
        let rates = try await money.latest()
        #expect(rates.provenance.source == "fixer")
        #expect(rates.currency(CurrencyCode("GGP")!).name(in: .fr) == "Guernsey Pound")
        #expect(rates.currency(CurrencyCode("JPY")!).name(in: .fr) == "yen japonais")
        clock.advance(by: 3 * 86_400)
        _ = try await money.latest()
        #expect(server.count("/fixer/latest") == 2)
        #expect(server.count("/fixer/symbols") == 1)
        #expect(server.requests.allSatisfy { $0.query["access_key"] == "fixer-test-key" })
    }

    @Test func staleAgeIsConfigurable() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/v6/latest/EUR", .fixture("money/erapi-latest-eur.json"))
        var environment = MoneyTestSupport.environment(server, order: "erapi")
        environment["BALUCHON_RATES_STALE_AFTER_HOURS"] = "12"
        let settings = try Settings(reader: try await Settings.reader(environment: environment))
        #expect(settings.ratesStaleAfterHours == 12)
        // Published 2026-11-20 00:02 UTC: fresh at 11:00, stale at 13:00 with a 12-hour limit.
        let clock = ManualClock(MoneyTestSupport.at("2026-11-20", 11))
        let money = try await MoneyTestSupport.service(server, order: "erapi", clock: clock, staleAfterHours: 12)
        #expect(try await !money.latest().provenance.stale)
        clock.advance(by: 2 * 3600 + 120)
        #expect(try await money.latest().provenance.stale)
        environment["BALUCHON_RATES_STALE_AFTER_HOURS"] = "0"
        await #expect(throws: ConfigurationError.self) { try Settings(reader: try await Settings.reader(environment: environment)) }
    }

    @Test func waitsUntilTheNextPublicationOrBacksOff() async throws {
        let clock = ManualClock(MoneyTestSupport.at("2026-11-20", 15, 20))  // 16:20 in Frankfurt
        let money = try await MoneyTestSupport.service(nil, order: "embedded", clock: clock)
        let afterSuccess = await money.delayAfterRefresh(succeeded: true, jitter: 60)
        #expect(afterSuccess == 86_400 - 5 * 60 + 60)  // to 16:15 tomorrow, plus the jitter
        await money.state.recordOutcome(success: false)
        #expect(await money.delayAfterRefresh(succeeded: false, jitter: 60) == 600)
        await money.state.recordOutcome(success: false)
        await money.state.recordOutcome(success: false)
        #expect(await money.delayAfterRefresh(succeeded: false, jitter: 60) == 2_400)
    }

    @Test func theBackgroundRefreshFeedsRequestsWithoutWaiting() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/v6/latest/EUR", .delayed(.seconds(5), .fixture("money/erapi-latest-eur.json")))
        let clock = ManualClock(MoneyTestSupport.at("2026-11-20", 18))
        let money = try await MoneyTestSupport.service(server, order: "erapi,embedded", clock: clock, timeout: 60)
        await money.state.setRefresherActive(true)
        // While the refresh is under way, requests answer at once from the snapshot.
        let refresh = Task { try await money.refresh() }
        #expect(try await money.latest().provenance.source == "embedded")
        _ = try await refresh.value
        clock.advance(by: 61)
        #expect(try await money.latest().provenance.source == "erapi")
        #expect(server.count("/v6/latest/EUR") == 1)
    }
}
