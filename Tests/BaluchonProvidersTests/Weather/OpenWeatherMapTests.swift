import AsyncHTTPClient
import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing

@Suite("OpenWeatherMap over real HTTP")
struct OpenWeatherMapTests {
    static let key = "owmSECRET0123456789"
    let quimper = try! WeatherCoordinate(latitude: 48, longitude: -4.1)

    func provider(_ server: FixtureServer, key: String? = Self.key) -> OpenWeatherMap {
        OpenWeatherMap(
            key: key, baseURL: URL(string: server.baseURL)!,
            upstream: UpstreamClient(httpClient: .shared, timeout: .seconds(5), userAgent: "BaluchonTests/1"))
    }

    func serve(_ server: FixtureServer) {
        server.route("GET", "/data/2.5/weather", .fixture("weather/owm-weather-quimper-fr.json"))
        server.route("GET", "/data/2.5/forecast", .fixture("weather/owm-forecast-quimper-fr.json"))
    }

    @Test func currentAndForecastInTheAskedLanguageAndMetricUnits() async throws {
        let server = try await FixtureServer.start()
        serve(server)
        let report = try #require(try await provider(server).fetch(WeatherRequest(coordinates: [quimper], language: .fr)).first)
        #expect(server.count("/data/2.5/weather") == 1)
        #expect(server.count("/data/2.5/forecast") == 1)
        for request in server.requests {
            #expect(request.query["lang"] == "fr")
            #expect(request.query["units"] == "metric")
            #expect(request.query["lat"] == "48.0")
            #expect(request.query["lon"] == "-4.1")
            #expect(request.query["appid"] == Self.key)
        }
        #expect(report.language == .fr)
        #expect(report.current.condition == WeatherCondition(code: 61, isDay: true, text: "Légère pluie"))
        #expect(report.current.temperature == 16.4)
        #expect(report.current.windSpeed == 22.2)  // 6.17 m/s
        #expect(report.current.precipitation == 0.42)
        #expect(report.utcOffsetSeconds == 7200)
        #expect(report.timeZone == nil)
        #expect(report.hourly.count == 40)
        #expect(report.hourly.first?.precipitationChance == 80)
    }

    @Test func daysAreMadeFromTheThreeHourSteps() async throws {
        let server = try await FixtureServer.start()
        serve(server)
        let report = try #require(try await provider(server).fetch(WeatherRequest(coordinates: [quimper], language: .fr)).first)
        #expect(report.daily.map(\.date) == (1...6).map { "2025-07-0\($0)" })
        let today = try #require(report.daily.first)
        #expect(today.sunrise == report.current.sunrise)
        #expect(today.minimum <= report.current.temperature && today.maximum >= report.current.temperature)
        #expect(today.precipitationChance == 80)
        #expect(report.daily[1].sunrise == nil)
    }

    @Test func severalPlacesCostTwoCallsEach() async throws {
        let server = try await FixtureServer.start()
        serve(server)
        let reports = try await provider(server).fetch(WeatherRequest(coordinates: Array(repeating: quimper, count: 5), language: .en))
        #expect(reports.count == 5)
        #expect(server.requests.count == 10)
    }

    @Test func refusedKeyIsInvalidKey() async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/data/2.5/weather", .fixture("weather/owm-401.json", status: 401))
        server.route("GET", "/data/2.5/forecast", .fixture("weather/owm-401.json", status: 401))
        await #expect(throws: ProviderFailure.invalidKey) {
            try await provider(server).fetch(WeatherRequest(coordinates: [quimper], language: .en))
        }
    }

    @Test(arguments: [(FixtureReply.status(429), ProviderFailure.rateLimited), (.status(502), .serverError(status: 502))])
    func busyOrBrokenUpstreamIsRetryable(reply: FixtureReply, failure: ProviderFailure) async throws {
        let server = try await FixtureServer.start()
        server.route("GET", "/data/2.5/weather", reply)
        server.route("GET", "/data/2.5/forecast", reply)
        await #expect(throws: failure) { try await provider(server).fetch(WeatherRequest(coordinates: [quimper], language: .en)) }
        #expect(failure.isRetryable)
    }

    @Test func withoutKeyItIsNotConfigured() async throws {
        let server = try await FixtureServer.start()
        let provider = provider(server, key: nil)
        #expect(provider.descriptor.state.text(in: .en) == "set BALUCHON_OPENWEATHERMAP_KEY")
        #expect(provider.descriptor.state.text(in: .fr) == "définissez BALUCHON_OPENWEATHERMAP_KEY")
        await #expect(throws: ProviderFailure.invalidKey) { try await provider.fetch(WeatherRequest(coordinates: [quimper], language: .en)) }
        #expect(server.requests.isEmpty)
    }

    @Test func aKeyWithURLCharactersReachesUpstreamAsWritten() async throws {
        let server = try await FixtureServer.start()
        serve(server)
        let key = "a&b+c #d%e"
        _ = try await provider(server, key: key).fetch(WeatherRequest(coordinates: [quimper], language: .fr))
        #expect(server.requests.count == 2)
        for request in server.requests {
            #expect(request.formQuery["appid"] == key)
            #expect(request.formQuery["lang"] == "fr")
        }
    }

    @Test func keyIsASecretOfTheDescriptor() async throws {
        let server = try await FixtureServer.start()
        #expect(provider(server).descriptor.secrets == [Self.key])
        #expect(provider(server).descriptor.state.isConfigured)
    }
}
