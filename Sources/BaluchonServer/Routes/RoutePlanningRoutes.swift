import BaluchonCore
import BaluchonToolkit
import Hummingbird

/// `GET /api/v1/route?from=lat,lon&to=geonames:2993458&mode=car|walk|bicycle|transit|any&preference=fastest|shortest&lang=fr|en&depart=…`
/// (`from`, `to`: latitude,longitude or a gazetteer place id; `depart`: `2024-12-16T08:30` in the city's
/// time, or with an offset; now when left out).
struct RoutePlanningRoutes {
    let routes: RoutesService
    let places: PlacesService

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("route") { request, _ in
            let query = try StrictQuery(request)
            let language = query["lang"].flatMap(UILanguage.init(rawValue:)) ?? PlacesRoutes.language(of: request)
            let start = try await place(query["from"], name: "from", language: language)
            let end = try await place(query["to"], name: "to", language: language)
            let mode = try Self.choice(query["mode"], default: TravelMode.car, name: "mode", code: .invalidMode)
            let preference = try Self.choice(query["preference"], default: RoutePreference.fastest, name: "preference", code: .invalidPreference)
            let departure = try DepartureTime.parse(query["depart"])
            let outcome = try await routes.route(from: start, to: end, mode: mode, preference: preference, departure: departure)
            return RouteBody(outcome: outcome, language: language)
        }
    }

    /// "lat,lon" as typed, or the place of a gazetteer id (`geonames:2993458`), with a clear error naming the parameter.
    func place(_ text: String?, name: String, language: UILanguage) async throws -> Coordinate {
        guard let text, let id = PlacesService.geonameID(text) else { return try Self.point(text, name: name) }
        guard let place = try await places.place(geonameID: id, language: language) else { throw RoutesError.unknownPlace(text) }
        return try Coordinate(latitude: place.latitude, longitude: place.longitude)
    }

    static func point(_ text: String?, name: String) throws -> Coordinate {
        guard let text, !text.isEmpty else {
            throw PlainTravellerError(
                code: .missingPoint, kind: .badInput,
                message: LocalizedText("error.missing_point.message", ["name": "\(name)"]))
        }
        guard let point = try Coordinate.pair(text) else {
            throw PlainTravellerError(
                code: .invalidPoint, kind: .badInput,
                message: LocalizedText("error.invalid_point.message", ["name": "\(name)"]))
        }
        return point
    }

    static func choice<Value: RawRepresentable & CaseIterable>(_ text: String?, default value: Value, name: String, code: ErrorCode) throws -> Value
    where Value.RawValue == String {
        guard let text, !text.isEmpty else { return value }
        guard let chosen = Value(rawValue: text) else {
            let known = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw PlainTravellerError(
                code: code, kind: .badInput,
                message: LocalizedText(
                    "error.\(code.rawValue).message.choice", ["value": "\(text.prefix(20))", "name": "\(name)", "known": "\(known)"]))
        }
        return chosen
    }
}
