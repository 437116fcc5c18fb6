import AsyncHTTPClient
import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing

@Suite("Open-Meteo over real HTTP")
struct OpenMeteoTests {
    let newYork = try! WeatherCoordinate(latitude: 40.71, longitude: -74.01)
    let quimper = try! WeatherCoordinate(latitude: 48, longitude: -4.1)

    func provider(_ server: FixtureServer, timeout: Duration = .seconds(5)) -> OpenMeteo {
        OpenMeteo(
            baseURL: URL(string: server.baseURL)!,
            upstream: UpstreamClient(httpClient: .shared, timeout: timeout, userAgent: "BaluchonTests/1"))
    }

    @Test func severalPlacesInOneRequest() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", .fixture("weather/openmeteo-new-york-quimper.json"))
        let reports = try await provider(server).fetch(WeatherRequest(coordinates: [newYork, quimper], language: .en))
        #expect(server.count("/v1/forecast") == 1)
        let query = try #require(server.requests.first?.query)
        #expect(query["latitude"] == "40.71,48.0")
        #expect(query["longitude"] == "-74.01,-4.1")
        #expect(query["timezone"] == "auto")
        #expect(query["timeformat"] == "unixtime")
        #expect(query["current"]?.contains("apparent_temperature") == true)
        #expect(query["daily"]?.contains("precipitation_probability_max") == true)
        #expect(query["temperature_unit"] == nil)  // metric is the default; imperial is converted by us
        #expect(reports.map(\.coordinate) == [newYork, quimper])
        #expect(reports.map(\.timeZone) == ["America/New_York", "Europe/Paris"])
        #expect(reports[1].current.condition.code == 61)
        #expect(reports[1].current.windDirection == 292)
        #expect(reports[1].language == nil)
    }

    @Test func onePlaceAnswersWithAnObject() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", .fixture("weather/openmeteo-new-york.json"))
        let report = try #require(try await provider(server).fetch(WeatherRequest(coordinates: [newYork], language: .fr)).first)
        let now = report.current
        #expect(now.time == Date(timeIntervalSince1970: 1_751_378_400))
        #expect(now.temperature == 25.3)
        #expect(now.feelsLike == 27.1)
        #expect(now.humidity == 64)
        #expect(now.windSpeed == 11.2)
        #expect(now.condition == WeatherCondition(code: 1, isDay: true))
        #expect(now.sunrise == Date(timeIntervalSince1970: 1_751_362_020))  // 05:27 in New York
        #expect(report.hourly.count == 48)
        #expect(report.daily.count == 8)
        #expect(report.daily.first?.date == "2025-07-01")
        #expect(report.daily.first?.precipitationChance == 10)
        #expect(report.daily.last?.precipitationChance == nil)  // null in the answer
        #expect(report.utcOffsetSeconds == -14_400)
    }

    @Test func answerWithTheWrongNumberOfPlacesIsMalformed() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", .fixture("weather/openmeteo-new-york-quimper.json"))
        let request = WeatherRequest(coordinates: [newYork, quimper, newYork], language: .en)
        await #expect(throws: ProviderFailure.malformed("2 forecasts for 3 places")) { try await provider(server).fetch(request) }
    }

    @Test(arguments: [
        (FixtureReply.fixture("weather/openmeteo-error.json", status: 400), ProviderFailure.rejected("HTTP 400")),
        (.status(503), .serverError(status: 503)),
        (.status(429), .rateLimited),
    ])
    func upstreamErrorsAreClassified(reply: FixtureReply, failure: ProviderFailure) async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", reply)
        await #expect(throws: failure) { try await provider(server).fetch(WeatherRequest(coordinates: [newYork], language: .en)) }
    }

    @Test(arguments: [
        FixtureReply.json("not json"),
        .json(#"{"utc_offset_seconds":0}"#),
        .body(Data("<html>maintenance</html>".utf8), status: 200, contentType: "text/html"),
    ])
    func unreadableAnswersAreMalformed(reply: FixtureReply) async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", reply)
        await #expect {
            try await provider(server).fetch(WeatherRequest(coordinates: [newYork], language: .en))
        } throws: { error in
            if case .malformed = error as? ProviderFailure { return true }
            return false
        }
    }

    @Test func slowAnswerTimesOut() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", .delayed(.seconds(60), .fixture("weather/openmeteo-new-york.json")))
        await #expect(throws: ProviderFailure.timeout) {
            try await provider(server, timeout: .milliseconds(300)).fetch(WeatherRequest(coordinates: [newYork], language: .en))
        }
    }

    @Test func cutConnectionIsUnreachable() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/v1/forecast", .reset)
        await #expect {
            try await provider(server).fetch(WeatherRequest(coordinates: [newYork], language: .en))
        } throws: { error in
            if case .unreachable = error as? ProviderFailure { return true }
            return false
        }
    }

    @Test func needsNoKeyAndNamesItsHost() {
        let provider = OpenMeteo(baseURL: nil, upstream: UpstreamClient(httpClient: .shared, userAgent: "t"))
        #expect(provider.descriptor.state == .configured(detail: .verbatim("api.open-meteo.com")))
        #expect(provider.descriptor.secrets.isEmpty)
    }
}
