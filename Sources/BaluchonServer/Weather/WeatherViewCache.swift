import BaluchonCore
import Foundation

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
    }

    /// Views kept at most (a quarter hour's worth on a busy server); past it the cache starts over.
    private let views = ReuseCache<Key, Data>(limit: 20_000)

    /// The JSON of `report` as presented in `units` and `language` at `now`.
    func json(for report: Sourced<WeatherReport>, units: WeatherUnits, language: UILanguage, now: Date) -> Data {
        // A new quarter hour makes every older view useless.
        let quarter = Int64((now.timeIntervalSince1970 / 900).rounded(.down))
        let key = Key(
            coordinate: report.value.coordinate, fetchedAt: report.provenance.fetchedAt, source: report.provenance.source,
            timeZone: report.value.timeZone, units: units, language: language)
        if let data = views.value(for: key, period: quarter) { return data }
        let view = WeatherView(report: report.value, units: units, language: language, now: now)
        let data = (try? JSONEncoder().encode(view)) ?? Data("null".utf8)
        views.keep(data, for: key, period: quarter)
        return data
    }
}
