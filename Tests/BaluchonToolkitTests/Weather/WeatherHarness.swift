import AsyncHTTPClient
import BaluchonCore
import BaluchonProviders
import BaluchonStore
import FixtureServer
import Foundation
import Logging
import Synchronization

@testable import BaluchonToolkit

/// A weather service whose providers talk to a fixture server, on a clock the test moves.
struct WeatherHarness {
    let server: FixtureServer
    let clock: ManualClock
    let store: any Store
    let service: WeatherService
    let monitor: ProviderMonitor

    static let newYork = try! WeatherCoordinate(latitude: 40.71, longitude: -74.01)
    static let quimper = try! WeatherCoordinate(latitude: 48, longitude: -4.1)

    init(environment: [String: String] = [:], store: (any Store)? = nil, clock: ManualClock = ManualClock(), gazetteer: Bool = false) async throws {
        server = try await FixtureServer.start()
        self.clock = clock
        let store = try store ?? SQLiteStore.inMemory()
        self.store = store
        var environment = environment
        environment["BALUCHON_OPENMETEO_URL"] = environment["BALUCHON_OPENMETEO_URL"] ?? server.baseURL
        environment["BALUCHON_OPENWEATHERMAP_URL"] = server.baseURL
        let settings = try Settings(reader: try await Settings.reader(environment: environment))
        monitor = ProviderMonitor(store: store, logger: .quiet, clock: { clock.now })
        let context = CapabilityContext(
            settings: settings, store: store, monitor: monitor,
            upstream: UpstreamClient(httpClient: .shared, timeout: .seconds(30), userAgent: "BaluchonTests/1"), logger: .quiet)
        service = WeatherService(context: context, places: gazetteer ? PlacesService(context: context) : nil)
    }

    /// Open-Meteo answers one place or both, whatever it is asked (the fixtures hold New York, then Quimper).
    func serveOpenMeteo(_ reply: FixtureReply? = nil) {
        server.route("GET", "/v1/forecast", reply ?? .fixture("weather/openmeteo-new-york-quimper.json"))
    }

    var upstreamCalls: Int { server.count("/v1/forecast") }
}

/// A clock the tests move by hand.
final class ManualClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_751_378_400))

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}

extension Logger {
    static var quiet: Logger { Logger(label: "test") { _ in SwiftLogNoOpLogHandler() } }
}
