import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// `GET /api/v1/weather?places=<p1>;<p2>&units=metric|imperial`: now and the forecast for each place.
struct WeatherRoutes {
    let toolkit: Toolkit

    struct Answer: ResponseEncodable {
        var units: WeatherUnits
        var unitSymbols: UnitSymbols
        var places: [PlaceWeather]
    }

    struct UnitSymbols: Codable {
        var temperature: String
        var windSpeed: String
        var precipitation: String
    }

    /// One place: its weather with provenance and age, or the error that kept it from being known.
    struct PlaceWeather: Encodable {
        var query: String
        var placeId: String?
        var name: String?
        var countryCode: String?
        var latitude: Double
        var longitude: Double
        var weather: WeatherView?
        var provenance: Provenance?
        /// The provider's name for people (`Open-Meteo`).
        var sourceName: String?
        /// Seconds since the provider made the answer: the web app says "updated 12 min ago".
        var ageSeconds: Int?
        var error: APIErrorBody.Detail?
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("weather") { request, _ in
            let parameters = request.uri.queryParameters
            let language =
                parameters["lang"].flatMap { UILanguage(rawValue: String($0)) }
                ?? UILanguage(acceptLanguage: request.headers[.acceptLanguage])
            let units = try WeatherUnits.parse(parameters["units"].map(String.init))
            // Forms write spaces as "+": "New+York".
            let places = try WeatherPlace.list(from: parameters["places"].map { $0.replacingOccurrences(of: "+", with: " ") })
            let located = try await toolkit.weather.weather(for: places, language: language)
            let now = toolkit.monitor.now()
            return Answer(
                units: units,
                unitSymbols: UnitSymbols(
                    temperature: units.temperatureSymbol, windSpeed: units.windSpeedSymbol, precipitation: units.precipitationSymbol),
                places: located.map { located in
                    var place = Self.present(located, units: units, language: language, now: now)
                    place.sourceName = place.provenance.map { toolkit.weather.providerName(of: $0.source) }
                    return place
                })
        }
    }

    static func present(_ located: LocatedWeather, units: WeatherUnits, language: UILanguage, now: Date) -> PlaceWeather {
        let location = located.location
        var place = PlaceWeather(
            query: location.query, placeId: location.placeID, name: location.name, countryCode: location.countryCode,
            latitude: location.coordinate.latitude, longitude: location.coordinate.longitude)
        switch located.outcome {
        case .report(let report):
            place.weather = WeatherView(report: report.value, units: units, language: language, now: now)
            place.provenance = report.provenance
            place.ageSeconds = max(0, Int(now.timeIntervalSince(report.provenance.fetchedAt)))
        case .failure(let failure):
            place.error = APIErrorBody(failure, language: language).error
        }
        return place
    }
}
