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
        api.get("places") { request, _ in
            let query = try StrictQuery(request)
            let language = Self.language(of: request)
            let text = query["q"] ?? ""
            switch try LookupSource(parameter: query["source"]) {
            case .offline:
                let answer = try await places.search(text: text, country: query["country"], limit: query["limit"], language: language)
                return PlacesAnswer(query: text, results: answer.value, provenance: answer.provenance, attribution: Self.geonamesCredit)
            case .online:
                let answer = try await places.searchOnline(text: text, country: query["country"], limit: query["limit"], language: language)
                return PlacesAnswer(query: text, results: answer.value, provenance: answer.provenance, attribution: PlacesService.onlineAttribution)
            }
        }
        api.get("places/reverse") { request, _ in
            let query = try StrictQuery(request)
            guard let latitude = query["lat"], let longitude = query["lon"] else {
                throw PlacesError.invalidCoordinate(name: query["lat"] == nil ? "latitude" : "longitude", value: "")
            }
            let answer = try await places.nearest(
                latitude: latitude, longitude: longitude, limit: query["limit"], language: Self.language(of: request))
            let point = try Coordinate(latitude: latitude, longitude: longitude)
            return ReverseAnswer(
                latitude: point.latitude, longitude: point.longitude, results: answer.value, provenance: answer.provenance,
                attribution: Self.geonamesCredit)
        }
        api.get("countries") { request, _ in
            let answer = try await places.countries(language: Self.language(of: request))
            return CountriesAnswer(countries: answer.value, provenance: answer.provenance, attribution: Self.geonamesCredit)
        }
        api.get("countries/:code") { request, context in
            let code = context.parameters.get("code") ?? ""
            let answer = try await places.country(code, language: Self.language(of: request))
            return CountryAnswer(country: answer.value, provenance: answer.provenance, attribution: Self.geonamesCredit)
        }
    }

    static func language(of request: Request) -> UILanguage {
        UILanguage(acceptLanguage: request.headers[.acceptLanguage])
    }
}
