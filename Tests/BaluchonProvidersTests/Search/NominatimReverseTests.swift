import AsyncHTTPClient
import BaluchonCore
import FixtureServer
import Foundation
import Testing

@testable import BaluchonProviders

@Suite("Nominatim reverse geocoding")
struct NominatimReverseTests {
    static let userAgent = "Baluchon/0.1.0 (self-hosted traveller's toolkit)"
    let monaco = ReverseGeocoding(latitude: 43.7384, longitude: 7.4246, language: .fr)

    private func nominatim(_ server: FixtureServer, spacer: RequestSpacer? = nil) -> NominatimPlaces {
        NominatimPlaces(
            upstream: UpstreamClient(httpClient: .shared, timeout: .seconds(5), userAgent: Self.userAgent),
            baseURL: URL(string: server.baseURL), spacer: spacer ?? RequestSpacer(interval: .zero, maximumWait: .zero))
    }

    @Test("reads the address and sends the point, language and a real User-Agent")
    func address() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/reverse", .fixture("search/nominatim-reverse-monaco.json"))
            let address = try #require(try await NominatimReverse(nominatim: nominatim(server)).fetch(monaco))
            #expect(address.displayName == "Boulevard des Moulins, Monte-Carlo, Monaco, 98000, Monaco")
            #expect(address.road == "Boulevard des Moulins" && address.city == "Monaco" && address.countryCode == "MC")
            let sent = try #require(server.requests.first)
            #expect(sent.query["lat"] == "43.738400" && sent.query["lon"] == "7.424600")
            #expect(sent.query["format"] == "jsonv2" && sent.query["accept-language"] == "fr" && sent.headers["user-agent"] == Self.userAgent)
        }
    }

    @Test("a point with no address is nil, not an error")
    func unable() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/reverse", .fixture("search/nominatim-reverse-unable.json"))
            let address = try await nominatim(server).reverse(monaco)
            #expect(address == nil)
        }
    }

    @Test(
        "classifies failures",
        arguments: [
            (FixtureReply.status(429), ProviderFailure.rateLimited), (.status(504), .serverError(status: 504)),
            (.json(#"{"display_name": 12}"#), .malformed("unexpected JSON (field display_name: expected a string)")),
        ])
    func failures(reply: FixtureReply, expected: ProviderFailure) async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/reverse", reply)
            await #expect(throws: expected) { try await nominatim(server).reverse(monaco) }
        }
    }

    @Test("shares the one-request-per-second spacer with searches")
    func spacing() async throws {
        try await FixtureServer.run { server in
            server.route("GET", "/reverse", .fixture("search/nominatim-reverse-monaco.json"))
            server.route("GET", "/search", .fixture("places/nominatim-search-kereon.json"))
            let places = nominatim(server, spacer: RequestSpacer(interval: .seconds(3600), maximumWait: .zero))
            _ = try await places.fetch(OnlinePlaceSearch(text: "Quimper", country: nil, limit: 1, language: .fr))
            await #expect(throws: ProviderFailure.rateLimited) { try await places.reverse(monaco) }
            #expect(server.count("/reverse") == 0)
        }
    }
}
