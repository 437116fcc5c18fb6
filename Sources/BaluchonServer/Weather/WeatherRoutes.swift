import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// `GET /api/v1/weather?places=<p1>;<p2>&units=metric|imperial`: now and the forecast for each place.
///
/// The answer is `{"units", "unitSymbols", "places": [...]}`; each place has `query`, `placeId`,
/// `name`, `countryCode`, `latitude`, `longitude`, `localTime` and `timeZone` (when the place's zone is
/// known, with weather or without), and either `weather` (a ``WeatherView``), `provenance`, `sourceName`
/// and `ageSeconds`, or `error`. It is written by hand around views encoded
/// once per quarter hour (``WeatherViewCache``), which keeps cached answers cheap.
struct WeatherRoutes {
    let toolkit: Toolkit
    let views = WeatherViewCache()
    /// Whole answers, reused for the identical question within the same second: everything in an answer
    /// that moves with time (local times, ages) moves by the second. Only answers where every place had
    /// weather are kept; a failing place is asked about again at once.
    let answers = ReuseCache<AnswerKey, ByteBuffer>(limit: 1_000)

    struct AnswerKey: Hashable {
        var places: String
        var units: WeatherUnits
        var language: UILanguage
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("weather") { request, context in
            let query = try context.query
            let language = context.language
            let units = try WeatherUnits.parse(query["units"])
            let asked = query["places"]
            let key = AnswerKey(places: asked ?? "", units: units, language: language)
            if let body = answers.value(for: key, period: Self.second(of: toolkit.monitor.now())) { return Response.json(body) }
            let places = try WeatherPlace.list(from: asked)
            let located = try await toolkit.weather.weather(for: places, language: language)
            let now = toolkit.monitor.now()
            let body = answer(located, units: units, language: language, now: now)
            if located.allSatisfy({ if case .report = $0.outcome { true } else { false } }) {
                answers.keep(body, for: key, period: Self.second(of: now))
            }
            return Response.json(body)
        }
    }

    func answer(_ located: [LocatedWeather], units: WeatherUnits, language: UILanguage, now: Date) -> ByteBuffer {
        var json = JSONWriter(capacity: located.count * 6_000 + 200)
        json.raw("{")
        json.key("units")
        json.string(units.rawValue)
        json.raw(",")
        json.key("unitSymbols")
        json.raw("{")
        json.key("temperature")
        json.string(units.temperatureSymbol)
        json.raw(",")
        json.key("windSpeed")
        json.string(units.windSpeedSymbol)
        json.raw(",")
        json.key("precipitation")
        json.string(units.precipitationSymbol)
        json.raw("},")
        json.key("places")
        json.raw("[")
        for (index, place) in located.enumerated() {
            if index > 0 { json.raw(",") }
            write(place, units: units, language: language, now: now, to: &json)
        }
        json.raw("]}")
        return json.buffer
    }

    private func write(_ located: LocatedWeather, units: WeatherUnits, language: UILanguage, now: Date, to json: inout JSONWriter) {
        let location = located.location
        json.raw("{")
        json.optional("query", location.query)
        json.optional("placeId", location.placeID)
        json.optional("name", location.name)
        json.optional("countryCode", location.countryCode)
        json.key("latitude")
        json.number(location.coordinate.latitude)
        json.raw(",")
        json.key("longitude")
        json.number(location.coordinate.longitude)
        json.raw(",")
        switch located.outcome {
        case .report(let report):
            let provenance = report.provenance
            json.optional("localTime", report.value.localTime(at: now))
            json.optional("timeZone", report.value.timeZone)
            json.key("weather")
            json.raw(views.json(for: report, units: units, language: language, now: now))
            json.raw(",")
            json.key("provenance")
            json.raw("{")
            json.optional("source", provenance.source)
            json.optional("fetchedAt", Self.utc(provenance.fetchedAt))
            json.optional("note", provenance.note?.text(in: language))
            json.key("stale")
            json.bool(provenance.stale)
            json.raw("},")
            json.optional("sourceName", toolkit.weather.providerName(of: provenance.source))
            json.key("ageSeconds")
            json.number(max(0, Int(now.timeIntervalSince(provenance.fetchedAt))))
        case .failure(let failure):
            // The place's clock needs no network: its local time is given even without weather.
            if let zone = location.timeZone, TimeZone(identifier: zone) != nil {
                json.optional("localTime", PlaceClock(timeZone: zone, fallbackOffset: 0).timestamp(now))
                json.optional("timeZone", zone)
            }
            json.key("error")
            json.raw("{")
            json.optional("code", failure.code.rawValue)
            json.optional("hint", failure.hint?.text(in: language))
            json.key("message")
            json.string(failure.message.text(in: language))
            json.raw("}")
        }
        json.raw("}")
    }

    static func second(of date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }

    /// `2026-05-03T12:05:00Z`.
    static func utc(_ date: Date) -> String {
        String(PlaceClock(timeZone: nil, fallbackOffset: 0).timestamp(date).dropLast(6)) + "Z"
    }
}
