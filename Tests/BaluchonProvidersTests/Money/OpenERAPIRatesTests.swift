import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing

@Suite struct OpenERAPIRatesTests {
    func provider(_ server: FixtureServer) -> OpenERAPIRates {
        OpenERAPIRates(client: MoneyFixtures.client(timeout: .seconds(5)), baseURL: URL(string: server.baseURL))
    }

    @Test func readsAbout160Currencies() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/latest/EUR", .fixture("money/erapi-latest-eur.json"))
        let table = try await provider(server).fetch(.latest)
        #expect(table.rates.count == 162)
        #expect(table.base == .eur)
        #expect(table.day == CalendarDay("2026-11-20"))
        #expect(table.publishedAt == Date(timeIntervalSince1970: 1_795_132_951))
        #expect(table.rates[CurrencyCode("VND")!] == Decimal(string: "26177.179199"))
    }

    @Test(arguments: [
        (FixtureReply.fixture("money/erapi-error-unsupported.json"), ProviderFailure.rejected("ExchangeRate-API error unsupported-code")),
        (.status(429), .rateLimited),
        (.status(502), .serverError(status: 502)),
        (.json(#"{"result":"success","base_code":"EUR"}"#), .malformed("ExchangeRate-API answered without rates, base or update time")),
        (.body(Data("{}".utf8), contentType: "text/html"), .malformed("expected JSON, got text/html")),
        (.delayed(.seconds(30), .fixture("money/erapi-latest-eur.json")), .timeout),
    ])
    func classifiesFaults(_ reply: FixtureReply, _ expected: ProviderFailure) async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/latest/EUR", reply)
        await #expect(throws: expected) { try await provider(server).fetch(.latest) }
    }
}
