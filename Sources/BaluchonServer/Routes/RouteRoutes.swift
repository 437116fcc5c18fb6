import BaluchonCore
import BaluchonToolkit
import Hummingbird

/// `GET /api/v1/route?from=lat,lon&to=lat,lon&mode=car|walk|bicycle|transit|any&preference=fastest|shortest&lang=fr|en&depart=…`
/// (`depart`: `2024-12-16T08:30` in the city's time, or with an offset; now when left out).
struct RouteRoutes {
    let routes: RoutesService

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("route") { request, _ in
            let query = try StrictQuery(request)
            let language = query["lang"].flatMap(UILanguage.init(rawValue:)) ?? PlacesRoutes.language(of: request)
            let start = try Self.point(query["from"], name: "from")
            let end = try Self.point(query["to"], name: "to")
            let mode = try Self.choice(query["mode"], default: TravelMode.car, name: "mode")
            let preference = try Self.choice(query["preference"], default: RoutePreference.fastest, name: "preference")
            let departure = try DepartureTime.parse(query["depart"])
            let outcome = try await routes.route(from: start, to: end, mode: mode, preference: preference, departure: departure)
            return RouteBody(outcome: outcome, language: language)
        }
    }

    /// "lat,lon" as typed, with a clear error naming the parameter.
    static func point(_ text: String?, name: String) throws -> Coordinate {
        guard let text, !text.isEmpty else {
            throw PlainTravellerError(
                code: "missing_point", kind: .badInput,
                message: LocalizedText(en: "Give “\(name)” as latitude,longitude.", fr: "Indiquez « \(name) » sous la forme latitude,longitude."))
        }
        guard let point = try Coordinate.pair(text) else {
            throw PlainTravellerError(
                code: "invalid_point", kind: .badInput,
                message: LocalizedText(
                    en: "“\(name)” must be latitude,longitude (for example 43.7384,7.4246).",
                    fr: "« \(name) » doit être latitude,longitude (par exemple 43.7384,7.4246)."))
        }
        return point
    }

    static func choice<Value: RawRepresentable & CaseIterable>(_ text: String?, default value: Value, name: String) throws -> Value
    where Value.RawValue == String {
        guard let text, !text.isEmpty else { return value }
        guard let chosen = Value(rawValue: text) else {
            let known = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw PlainTravellerError(
                code: "invalid_\(name)", kind: .badInput,
                message: LocalizedText(
                    en: "“\(text.prefix(20))” is not a known \(name): use \(known).",
                    fr: "« \(text.prefix(20)) » n’est pas un \(name) connu : utilisez \(known)."))
        }
        return chosen
    }
}
