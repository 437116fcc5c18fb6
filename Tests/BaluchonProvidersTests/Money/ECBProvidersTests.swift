import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing

@Suite struct ECBProvidersTests {
    @Test func readsTheDailyFile() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/eurofxref-daily.xml", .fixture("money/ecb-daily.xml"))
        let provider = ECBLiveRates(client: MoneyFixtures.client(), baseURL: URL(string: server.baseURL))
        let table = try await provider.fetch(.latest)
        #expect(table.day == CalendarDay("2026-10-30"))
        #expect(table.base == .eur)
        #expect(table.rates[.usd] == Decimal(string: "1.1172"))
        #expect(table.rates[CurrencyCode("JPY")!] == Decimal(string: "175.68"))
        #expect(table.rates.count == 30)  // 29 currencies and the euro itself
        #expect(table.publishedAt == PublicationCalendar.publicationTime(of: CalendarDay("2026-10-30")!))
        #expect(server.requests.first?.headers["user-agent"] == "BaluchonTests/1")
    }

    @Test func readsTheNinetyDayFile() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/eurofxref-hist-90d.xml", .fixture("money/ecb-hist-90d.xml"))
        let tables = try await ECBRecentRates(client: MoneyFixtures.client(), baseURL: URL(string: server.baseURL)).fetch(.latest)
        #expect(tables.count == 65)
        #expect(tables.first?.day == CalendarDay("2026-10-30"))
        #expect(tables.last?.day == CalendarDay("2026-08-03"))
        #expect(zip(tables, tables.dropFirst()).allSatisfy { $0.day > $1.day })
    }

    @Test(arguments: [
        (FixtureReply.status(503), ProviderFailure.serverError(status: 503)),
        (.status(429), .rateLimited),
        (.status(404), .rejected("HTTP 404")),
        (.body(Data("<html><body>Maintenance</body></html>".utf8), contentType: "text/html"), .malformed("not an ECB reference rates document")),
        (
            .body(Data("<gesmes:Envelope><Cube></Cube></gesmes:Envelope>".utf8), contentType: "text/xml"),
            .malformed("the ECB document holds no rates")
        ),
        (.delayed(.seconds(30), .fixture("money/ecb-daily.xml")), .timeout),
    ])
    func classifiesFaults(_ reply: FixtureReply, _ expected: ProviderFailure) async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/eurofxref-daily.xml", reply)
        let provider = ECBLiveRates(client: MoneyFixtures.client(timeout: .seconds(5)), baseURL: URL(string: server.baseURL))
        await #expect(throws: expected) { try await provider.fetch(.latest) }
    }

    @Test func reportsACutConnectionAsUnreachable() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/eurofxref-daily.xml", .reset)
        let provider = ECBLiveRates(client: MoneyFixtures.client(), baseURL: URL(string: server.baseURL))
        do {
            _ = try await provider.fetch(.latest)
            Issue.record("a cut connection gave rates")
        } catch let failure as ProviderFailure {
            #expect(failure.isRetryable)
        }
    }

    @Test func parsesTheHistoryCSV() throws {
        let csv = """
            Date,USD,JPY,CYP,
            2008-01-02,1.4721,164.29,0.585274,
            2026-10-30,1.1172,175.68,N/A,
            2026-10-29,1.113,175.92,N/A,

            """
        let history = try ECBHistory(csv: csv)
        #expect(history.lastDay == CalendarDay("2026-10-30"))
        #expect(history.firstDay == CalendarDay("2008-01-02"))
        let sunday = try #require(history.table(onOrBefore: CalendarDay("2026-11-01")!))
        #expect(sunday.day == CalendarDay("2026-10-30"))
        #expect(sunday.rates[CurrencyCode("CYP")!] == nil)
        #expect(history.table(onOrBefore: CalendarDay("2008-01-03")!)?.rates[CurrencyCode("CYP")!] == Decimal(string: "0.585274"))
        #expect(history.table(onOrBefore: CalendarDay("2008-01-01")!) == nil)
        #expect(throws: ProviderFailure.self) { try ECBHistory(csv: "nonsense") }
        #expect(throws: ProviderFailure.self) { try ECBHistory(csv: "Date,USD,\nyesterday,1.1,\n") }
    }

    @Test func shipsTheWholeHistory() async throws {
        let embedded = EmbeddedECBRates()
        let history = try #require(embedded.history)
        #expect(history.firstDay == CalendarDay("1999-01-04"))
        #expect(history.lastDay >= CalendarDay("2026-10-30")!)
        #expect(history.count > 7_000)
        #expect(embedded.descriptor.state.isConfigured)
        #expect(!embedded.descriptor.isRemote)
        let bastilleDay = try await embedded.fetch(.onOrBefore(CalendarDay("2019-07-14")!))
        #expect(bastilleDay.day == CalendarDay("2019-07-12"))
        #expect(bastilleDay.rates[.usd] == Decimal(string: "1.1253"))
        let first = try await embedded.fetch(.onOrBefore(CalendarDay("1999-01-04")!))
        #expect(first.rates[CurrencyCode("CYP")!] == Decimal(string: "0.58231"))
        await #expect(throws: ProviderFailure.self) { try await embedded.fetch(.onOrBefore(CalendarDay("1998-12-31")!)) }
    }
}
