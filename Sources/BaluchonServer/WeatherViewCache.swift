import BaluchonCore
import Foundation
import Synchronization

/// The encoded ``WeatherView`` of each place, reused for every request in the same quarter hour: a
/// cached answer then costs a dictionary lookup instead of presenting and encoding ~5 KB per place.
final class WeatherViewCache: Sendable {
    struct Key: Hashable {
        var coordinate: WeatherCoordinate
        var fetchedAt: Date
        var source: String
        var timeZone: String?
        var units: WeatherUnits
        var language: UILanguage
        var quarter: Int
    }

    private struct State {
        var views: [Key: Data] = [:]
        var quarter = 0
    }

    private let state = Mutex(State())
    /// Views kept at most (a quarter hour's worth on a busy server); past it the cache starts over.
    let limit = 20_000

    /// The JSON of `report` as presented in `units` and `language` at `now`.
    func json(for report: Sourced<WeatherReport>, units: WeatherUnits, language: UILanguage, now: Date) -> Data {
        let quarter = Int((now.timeIntervalSince1970 / 900).rounded(.down))
        let key = Key(
            coordinate: report.value.coordinate, fetchedAt: report.provenance.fetchedAt, source: report.provenance.source,
            timeZone: report.value.timeZone, units: units, language: language, quarter: quarter)
        if let data = state.withLock({ $0.views[key] }) {
            return data
        }
        let view = WeatherView(report: report.value, units: units, language: language, now: now)
        let data = (try? JSONEncoder().encode(view)) ?? Data("null".utf8)
        state.withLock { state in
            // A new quarter hour makes every older view useless.
            if quarter > state.quarter || state.views.count >= limit {
                state.views.removeAll(keepingCapacity: true)
                state.quarter = max(quarter, state.quarter)
            }
            state.views[key] = data
        }
        return data
    }
}
