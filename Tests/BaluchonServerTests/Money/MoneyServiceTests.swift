import BaluchonCore
import BaluchonProviders
import BaluchonStore
import FixtureServer
import Foundation
import Testing

@testable import BaluchonToolkit

@Suite struct MoneyServiceTests {
    /// Friday 20 November 2026, 18:00 UTC: after the ECB's publication.
    static let fridayEvening = MoneyTestSupport.at("2026-11-20", 18)

    @Test func worksOfflineFromTheEmbeddedSnapshotAndSaysItIsStale() async throws {
        let clock = ManualClock(MoneyTestSupport.at("2026-11-21", 9))
        let money = try await MoneyTestSupport.service(nil, order: "embedded", clock: clock)
        let rates = try await money.latest()
        #expect(rates.provenance.source == "embedded")
        #expect(rates.table.day == CalendarDay("2026-10-30"))
        #expect(rates.provenance.stale)
        #expect(rates.notes.contains { $0.text(in: .en).contains("days old") })
        let conversion = try await money.convert(amount: 100, from: "EUR", to: "USD")
        #expect(conversion.conversion.result == Decimal(string: "111.72"))
    }

    @Test func usesTheFirstProviderThatAnswersAndFallsBack() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/fixer/latest", .fixture("money/fixer-error-104.json"))
        server.route("GET", "/v6/latest/EUR", .fixture("money/erapi-latest-eur.json"))
        let clock = ManualClock(Self.fridayEvening)
        let money = try await MoneyTestSupport.service(server, order: "fixer,erapi,ecb,embedded", fixerKey: "test-key-123456", clock: clock)
        let rates = try await money.latest()
        #expect(rates.provenance.source == "erapi")
        #expect(rates.table.day == CalendarDay("2026-11-20"))
        #expect(!rates.provenance.stale)
        #expect(rates.table.rates.count == 162)
        #expect(server.count("/fixer/latest") == 1)
        #expect(server.count("/ecb/eurofxref-daily.xml") == 0)
        let record = try await money.monitor.record(of: "fixer")
        #expect(record.lastErrorMessage.flatMap(ProviderFailure.explanation(stored:))?.text(in: .en) == "quota exceeded")
    }

    @Test func fallsBackPastTimeoutsAndMalformedAnswersToTheSnapshot() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/v6/latest/EUR", .delayed(.seconds(120), .fixture("money/erapi-latest-eur.json")))
        server.route("GET", "/ecb/eurofxref-daily.xml", .body(Data("<html>down</html>".utf8), contentType: "text/html"))
        let clock = ManualClock(Self.fridayEvening)
        // A short timeout: the held answer would come in two minutes, so erapi times out however slow the machine, and
        // the test waits 2 s for it rather than the suite's usual 20.
        let money = try await MoneyTestSupport.service(server, order: "erapi,ecb,embedded", clock: clock, timeout: 2)
        let rates = try await money.latest()
        #expect(rates.provenance.source == "embedded")
        #expect(rates.provenance.stale)
    }

    @Test func endsWithAClearErrorWhenNothingCanAnswer() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/v6/latest/EUR", .status(503))
        let money = try await MoneyTestSupport.service(server, order: "erapi", clock: ManualClock(Self.fridayEvening))
        do {
            _ = try await money.latest()
            Issue.record("rates without any provider")
        } catch let error as ChainError {
            #expect(error.code == .providersUnavailable)
            #expect(error.message.text(in: .en).contains("erapi: server error (HTTP 503)"))
        }
    }

    @Test func asksEachProviderAtMostOncePerPublicationDay() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/v6/latest/EUR", .fixture("money/erapi-latest-eur.json"))
        server.route("GET", "/ecb/eurofxref-daily.xml", .fixture("money/ecb-daily.xml"))
        // 16:20 in Frankfurt, just after a publication: 10,000 conversions spread over the next 23.9 hours.
        let clock = ManualClock(MoneyTestSupport.at("2026-11-20", 15, 20))
        let money = try await MoneyTestSupport.service(server, order: "erapi,ecb,embedded", clock: clock)
        for index in 0..<10_000 {
            let pair = [("EUR", "USD"), ("JPY", "CHF"), ("GBP", "VND")][index % 3]
            _ = try await money.convert(amount: Decimal(index), from: pair.0, to: pair.1)
            clock.advance(by: 8.6)
        }
        #expect(server.count("/v6/latest/EUR") == 1)
        #expect(server.count("/ecb/eurofxref-daily.xml") == 0)
        // The next publication opens a new period: one more call, then none.
        clock.set(MoneyTestSupport.at("2026-11-23", 16))
        for _ in 0..<100 { _ = try await money.convert(amount: 1, from: "EUR", to: "USD") }
        #expect(server.count("/v6/latest/EUR") == 2)
    }

    @Test func aRestartInTheSamePeriodAsksNobody() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/v6/latest/EUR", .fixture("money/erapi-latest-eur.json"))
        let store = try SQLiteStore.inMemory()
        let clock = ManualClock(Self.fridayEvening)
        let first = try await MoneyTestSupport.service(server, order: "erapi,embedded", clock: clock, store: store)
        _ = try await first.latest()
        clock.advance(by: 3600)
        let second = try await MoneyTestSupport.service(server, order: "erapi,embedded", clock: clock, store: store)
        #expect(try await second.latest().provenance.source == "erapi")
        #expect(server.count("/v6/latest/EUR") == 1)
    }

    @Test func keepsTheLastGoodTableWhenProvidersFailLater() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/v6/latest/EUR", .sequence([.fixture("money/erapi-latest-eur.json"), .status(500)]))
        let clock = ManualClock(Self.fridayEvening)
        let money = try await MoneyTestSupport.service(server, order: "erapi,embedded", clock: clock)
        _ = try await money.latest()
        clock.advance(by: 2 * 86_400)
        let rates = try await money.latest()
        #expect(rates.provenance.source == "erapi")
        #expect(rates.table.day == CalendarDay("2026-11-20"))
        #expect(server.count("/v6/latest/EUR") == 3)  // the new period's call and its one retry
    }

    @Test func reportsWeekendsAndUnpublishedDays() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/ecb/eurofxref-daily.xml", .fixture("money/ecb-daily.xml"))
        // Monday 2 November 2026 at 10:00 UTC: the ECB's newest rates are Friday's.
        let money = try await MoneyTestSupport.service(server, order: "ecb,embedded", clock: ManualClock(MoneyTestSupport.at("2026-11-02", 10)))
        let monday = try await money.latest()
        #expect(monday.provenance.source == "ecb")
        #expect(
            monday.notes.map { $0.text(in: .en) } == ["Today’s rates appear around 16:00 Frankfurt time: these are the rates of October 30, 2026."])
        let sunday = try await money.rates(on: CalendarDay("2026-11-01")!)
        #expect(sunday.table.day == CalendarDay("2026-10-30"))
        #expect(
            sunday.notes.first?.text(in: .fr) == "Aucun cours n’est publié le 1er novembre 2026 (un week-end) : voici les cours du 30 octobre 2026.")
    }
}
