import BaluchonCore
import BaluchonServer
import BaluchonStore
import BaluchonToolkit
import FixtureServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@Suite struct MoneyRoutesTests {
    /// The app over an offline toolkit (embedded rates only) unless an order and a fixture server are given.
    func withApp(
        order: String = "embedded", server: FixtureServer? = nil, _ test: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let app = try await TestApp(environment: MoneyTestSupport.environment(server, order: order))
        try await app.application.test(.router) { client in try await test(client) }
    }

    /// The JSON object of a response body (empty when it is not one, which the expectations then catch).
    func json(_ response: TestResponse) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(buffer: response.body))) as? [String: Any] ?? [:]
    }

    func errorCode(_ response: TestResponse) -> String? {
        (json(response)["error"] as? [String: Any])?["code"] as? String
    }

    @Test func listsCurrenciesWithLocalisedNamesAndMinorUnits() async throws {
        try await withApp { client in
            try await client.execute(uri: "/api/v1/currencies", method: .get, headers: [.acceptLanguage: "fr-FR,fr;q=0.9"]) { response in
                #expect(response.status == .ok)
                let body = json(response)
                let currencies = try #require(body["currencies"] as? [[String: Any]])
                let euro = try #require(currencies.first { $0["code"] as? String == "EUR" })
                #expect(euro["name"] as? String == "euro")
                #expect(euro["symbol"] as? String == "€")
                #expect(euro["minorUnits"] as? Int == 2)
                #expect(currencies.first { $0["code"] as? String == "JPY" }?["minorUnits"] as? Int == 0)
                #expect((body["source"] as? [String: Any])?["id"] as? String == "embedded")
            }
        }
    }

    @Test func servesTheRateTableWithETagAndCacheControl() async throws {
        try await withApp { client in
            let etag = try await client.execute(uri: "/api/v1/rates", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl] == "public, max-age=600")
                let body = json(response)
                #expect(body["base"] as? String == "EUR")
                #expect((body["rates"] as? [String: Any])?["USD"] as? Double == 1.1172)
                let source = try #require(body["source"] as? [String: Any])
                #expect(source["date"] as? String == "2026-10-30")
                #expect(source["stale"] as? Bool == true)
                return try #require(response.headers[.eTag])
            }
            try await client.execute(uri: "/api/v1/rates", method: .get, headers: [.ifNoneMatch: etag]) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
            }
            try await client.execute(uri: "/api/v1/rates?base=usd&date=2019-07-14", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl] == "public, max-age=86400")
                #expect(response.headers[.eTag] != etag)
                let body = json(response)
                #expect(body["base"] as? String == "USD")
                #expect((body["rates"] as? [String: Any])?["USD"] as? Double == 1)
                #expect((body["source"] as? [String: Any])?["date"] as? String == "2019-07-12")
            }
        }
    }

    @Test func convertsWithFormattingAndProvenance() async throws {
        try await withApp { client in
            try await client.execute(uri: "/api/v1/convert?from=EUR&to=JPY&amount=1234,5&date=2019-07-14&lang=fr", method: .get) { response in
                #expect(response.status == .ok)
                let body = json(response)
                #expect(body["result"] as? Double == 150_399)  // 1234.5 × 121.83 = 150 399.135
                let formatted = try #require(body["formatted"] as? [String: Any])
                #expect((formatted["amount"] as? String)?.replacingOccurrences(of: "\u{202F}", with: " ") == "1 234,50\u{00A0}€")
                #expect((formatted["result"] as? String)?.replacingOccurrences(of: "\u{202F}", with: " ") == "150 399\u{00A0}JPY")
                #expect((body["source"] as? [String: Any])?["requestedDate"] as? String == "2019-07-14")
            }
        }
    }

    @Test(arguments: [
        ("from=EUT&to=USD&amount=1", 400, "unknown_currency"),
        ("from=EUR&to=USD&amount=abc", 400, "invalid_amount"),
        ("from=EUR&to=USD&amount=-5", 400, "negative_amount"),
        ("from=EUR&to=USD&amount=99999999999999999999", 400, "amount_too_large"),
        ("from=EUR&to=USD&amount=1&date=1998-12-31", 400, "date_before_records"),
        ("from=EUR&to=USD&amount=1&date=2999-01-01", 400, "date_in_future"),
        ("from=EUR&to=USD&amount=1&date=yesterday", 400, "invalid_date"),
        ("from=EUR&amount=1", 400, "missing_parameter"),
        ("from=EUR&to=VND&amount=1", 404, "currency_not_quoted"),
    ])
    func refusesBadInputClearly(_ query: String, _ status: Int, _ code: String) async throws {
        try await withApp { client in
            try await client.execute(uri: "/api/v1/convert?" + query, method: .get, headers: [.acceptLanguage: "fr"]) { response in
                #expect(response.status.code == status)
                #expect(errorCode(response) == code)
                #expect(response.headers[.contentLanguage] == "fr")
            }
        }
    }

    @Test("a real currency the shipped rates lack is said to come with online rates, in each language")
    func currencyNotYetOffline() async throws {
        // The currency's name is the system's (CLDR): "Vietnamese dong", "dông vietnamien".
        let expected = [
            "en": ("Vietnamese ", "(VND) will be available once online rates have been received."),
            "fr": ("La devise d", "vietnamien (VND) sera disponible dès que les cours en ligne auront été reçus."),
        ]
        try await withApp { client in
            for (language, message) in expected {
                try await client.execute(uri: "/api/v1/convert?from=EUR&to=VND&amount=1", method: .get, headers: [.acceptLanguage: language]) {
                    response in
                    #expect(response.status == .notFound)
                    let error = try #require(json(response)["error"] as? [String: Any])
                    #expect(error["code"] as? String == "currency_not_quoted")
                    let text = try #require(error["message"] as? String)
                    #expect(text.hasPrefix(message.0) && text.hasSuffix(message.1), "\(text)")
                }
            }
        }
    }

    @Test func suggestsTheNearestCodes() async throws {
        try await withApp { client in
            try await client.execute(uri: "/api/v1/convert?from=EUT&to=USD&amount=1", method: .get) { response in
                let error = try #require(json(response)["error"] as? [String: Any])
                #expect(error["message"] as? String == "“EUT” is not a known currency code.")
                #expect(error["hint"] as? String == "Did you mean EUR?")
            }
        }
    }

    @Test func reportsProviderFailuresAsBadGateway() async throws {
        let server = try await FixtureServer.start()
        defer { Task { try? await server.shutdown() } }
        server.route("GET", "/v6/latest/EUR", .json("{\"result\":"))
        try await withApp(order: "erapi", server: server) { client in
            try await client.execute(uri: "/api/v1/convert?from=EUR&to=USD&amount=1", method: .get) { response in
                #expect(response.status == .badGateway)
                #expect(errorCode(response) == "providers_unavailable")
            }
        }
    }

    @Test func calculates() async throws {
        try await withApp { client in
            try await client.execute(uri: "/api/v1/calc?expression=2%2B3*4", method: .get) { response in
                #expect(json(response)["result"] as? String == "14")
            }
            try await client.execute(uri: "/api/v1/calc?expression=1234,5%2B0,5&lang=fr", method: .get) { response in
                let body = json(response)
                #expect(body["result"] as? String == "1235")
                #expect((body["formatted"] as? String)?.replacingOccurrences(of: "\u{202F}", with: " ") == "1 235")
            }
            try await client.execute(uri: "/api/v1/calc?expression=1/0", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                #expect(response.status == .badRequest)
                let error = try #require(json(response)["error"] as? [String: Any])
                #expect(error["code"] as? String == "division_by_zero")
                #expect(error["message"] as? String == "La division par zéro est impossible.")
            }
            // An empty expression is the calculator's own error, as in the browser's calculator; none at all is a missing parameter.
            for (uri, code) in [("/api/v1/calc?expression=", "empty_expression"), ("/api/v1/calc", "missing_parameter")] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .badRequest)
                    #expect((json(response)["error"] as? [String: Any])?["code"] as? String == code, "\(uri)")
                }
            }
        }
    }
}
