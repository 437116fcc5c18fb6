import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// `GET /api/v1/search`, `/pois`, `/kinds` and `/where`.
///
/// An unknown kind in `/search` is not an error (the text may be a name): the answer is 200 with the
/// results found by name and the closest kinds in `suggestions`. In `/pois`, where `kind` must be a
/// kind, it is a 400 `unknown_kind` whose message names the closest kinds.
struct SearchRoutes {
    let search: SearchService

    struct KindsAnswer: ResponseEncodable {
        var kinds: [KindLabel]
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("search") { request, context in
            let query = try context.query
            return try await search.search(
                query: query["q"] ?? "", near: query.value("near"), radius: SearchParameters.radius(query["radius"]),
                limit: SearchParameters.limit(query["limit"]), source: query.value("source", default: .offline), language: context.language)
        }
        api.get("pois") { request, context in
            let query = try context.query
            guard let near: Coordinate = try query.value("near") else { throw SearchError.missingNear }
            return try await search.pois(
                near: near, kind: query.required("kind"), radius: SearchParameters.radius(query["radius"]),
                limit: SearchParameters.limit(query["limit"]), language: context.language)
        }
        api.get("kinds") { _, context in
            KindsAnswer(kinds: search.kinds(language: context.language))
        }
        api.get("where") { request, context in
            let query = try context.query
            let point = try Coordinate(latitude: query.required("lat"), longitude: query.required("lon"))
            return try await search.whereAmI(point, source: query.value("source", default: .offline), language: context.language)
        }
    }
}

extension SearchAnswer: ResponseEncodable {}
extension WhereAnswer: ResponseEncodable {}
