import BaluchonCore
import BaluchonProviders
import BaluchonStore
import FixtureServer
import Foundation
import Logging

@testable import BaluchonToolkit

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    init(_ start: Date) { current = start }

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) { lock.withLock { current = current.addingTimeInterval(seconds) } }

    func set(_ date: Date) { lock.withLock { current = date } }
}

/// Builds money services over a fixture server: `/fixer/…`, `/v6/…` (ExchangeRate-API) and `/ecb/…`.
enum MoneyTestSupport {
    static func environment(_ server: FixtureServer?, order: String, fixerKey: String? = nil, timeout: Int = 20) -> [String: String] {
        var environment = [
            "BALUCHON_RATES_PROVIDERS": order, "BALUCHON_UPSTREAM_TIMEOUT": String(timeout),
        ]
        if let server {
            environment["BALUCHON_FIXER_URL"] = server.baseURL + "/fixer"
            environment["BALUCHON_ERAPI_URL"] = server.baseURL + "/v6"
            environment["BALUCHON_ECB_URL"] = server.baseURL + "/ecb"
        }
        if let fixerKey { environment["BALUCHON_FIXER_KEY"] = fixerKey }
        return environment
    }

    static func settings(
        _ server: FixtureServer?, order: String, fixerKey: String? = nil, staleAfterHours: Int? = nil, timeout: Int = 20
    ) async throws -> Settings {
        var environment = environment(server, order: order, fixerKey: fixerKey, timeout: timeout)
        if let staleAfterHours { environment["BALUCHON_RATES_STALE_AFTER_HOURS"] = String(staleAfterHours) }
        return try Settings(reader: try await Settings.reader(environment: environment))
    }

    static func service(
        _ server: FixtureServer?, order: String, fixerKey: String? = nil, clock: ManualClock, store: (any Store)? = nil,
        embedded: ECBHistory? = EmbeddedECBRates.shipped, staleAfterHours: Int? = nil, timeout: Int = 20
    ) async throws -> MoneyService {
        let store = try store ?? SQLiteStore.inMemory()
        let logger = Logger(label: "test")
        let monitor = ProviderMonitor(store: store, logger: logger, clock: { clock.now })
        let context = CapabilityContext(
            settings: try await settings(server, order: order, fixerKey: fixerKey, staleAfterHours: staleAfterHours, timeout: timeout),
            store: store,
            monitor: monitor,
            upstream: UpstreamClient(httpClient: .shared, timeout: .seconds(timeout), userAgent: "BaluchonTests/1"), logger: logger)
        return MoneyService(context: context, embeddedHistory: embedded)
    }

    /// A UTC instant.
    static func at(_ day: String, _ hour: Int, _ minute: Int = 0) -> Date {
        CalendarDay(day)!.date(hour: hour, minute: minute)
    }

    /// The shipped history cut after `last`, to test days the snapshot does not have.
    static func history(until last: String) throws -> ECBHistory {
        let shipped = EmbeddedECBRates.shipped!
        var lines = ["Date,USD,JPY,GBP,CHF,"]
        var day = CalendarDay(last)!
        while day >= CalendarDay("2026-06-01")! {
            if let table = shipped.table(onOrBefore: day), table.day == day {
                let fields = ["USD", "JPY", "GBP", "CHF"].map { table.rates[CurrencyCode($0)!].map { "\($0)" } ?? "N/A" }
                lines.append("\(day)," + fields.joined(separator: ",") + ",")
            }
            day = day.adding(days: -1)
        }
        return try ECBHistory(csv: lines.joined(separator: "\n"))
    }
}
