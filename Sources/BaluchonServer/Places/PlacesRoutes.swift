import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// `GET /api/v1/places`, `/places/reverse`, `/countries` and `/countries/{code}`.
struct PlacesRoutes {
    let places: PlacesService

    static let geonamesCredit = "Place data © GeoNames (geonames.org), CC BY 4.0"

    struct PlacesAnswer: ResponseEncodable {
        var query: String
        var results: [PlaceResult]
        var provenance: Provenance
        var attribution: String
    }

    struct ReverseAnswer: ResponseEncodable {
        var latitude: Double
        var longitude: Double
        var results: [PlaceResult]
        var provenance: Provenance
        var attribution: String
    }

    struct CountryAnswer: ResponseEncodable {
        var country: CountryFacts
        var provenance: Provenance
        var attribution: String
    }

    struct CountriesAnswer: ResponseEncodable {
        var countries: [CountryFacts]
        var provenance: Provenance
        var attribution: String
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("places") { request, context in
            let query = try context.query
            let text = query["q"] ?? ""
            let limit = try PlaceQuery.limit(query["limit"])
            switch try query.value("source", default: LookupSource.offline) {
            case .offline:
                let answer = try await places.search(text: text, country: query["country"], limit: limit, language: context.language)
                return PlacesAnswer(query: text, results: answer.value, provenance: answer.provenance, attribution: Self.geonamesCredit)
            case .online:
                let answer = try await places.searchOnline(text: text, country: query["country"], limit: limit, language: context.language)
                return PlacesAnswer(query: text, results: answer.value, provenance: answer.provenance, attribution: PlacesService.onlineAttribution)
            }
        }
        api.get("places/reverse") { request, context in
            let query = try context.query
            let point = try Coordinate(latitude: query.required("lat"), longitude: query.required("lon"))
            let limit = try PlaceQuery.limit(query["limit"], range: PlacesService.nearestLimits, default: 1)
            let answer = try await places.nearest(to: point, limit: limit, language: context.language)
            return ReverseAnswer(
                latitude: point.latitude, longitude: point.longitude, results: answer.value, provenance: answer.provenance,
                attribution: Self.geonamesCredit)
        }
        api.get("countries") { _, context in
            let answer = try await places.countries(language: context.language)
            return CountriesAnswer(countries: answer.value, provenance: answer.provenance, attribution: Self.geonamesCredit)
        }
        api.get("countries/:code") { _, context in
            let code = context.parameters.get("code") ?? ""
            let answer = try await places.country(code, language: context.language)
            return CountryAnswer(country: answer.value, provenance: answer.provenance, attribution: Self.geonamesCredit)
        }
    }
}
