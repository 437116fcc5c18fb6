import BaluchonCore
import BaluchonToolkit
import Hummingbird

/// `GET /api/v1/route?from=lat,lon&to=geonames:2993458&mode=car|walk|bicycle|transit|any&preference=fastest|shortest&lang=fr|en&depart=…`
/// (`from`, `to`: a place by the places' one rule — latitude,longitude, a gazetteer id or a name;
/// `depart`: `2024-12-16T08:30` in the city's time, or with an offset; now when left out).
struct RoutePlanningRoutes {
    let routes: RoutesService
    let places: PlacesService

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("route") { request, context in
            let query = try context.query
            let start = try await places.resolve(query.required("from"), parameter: "from", language: context.language).coordinate
            let end = try await places.resolve(query.required("to"), parameter: "to", language: context.language).coordinate
            let mode = try query.value("mode", default: TravelMode.car)
            let preference = try query.value("preference", default: RoutePreference.fastest)
            let departure = try DepartureTime.parse(query["depart"])
            let outcome = try await routes.route(from: start, to: end, mode: mode, preference: preference, departure: departure)
            return RouteBody(outcome: outcome, language: context.language)
        }
    }
}
