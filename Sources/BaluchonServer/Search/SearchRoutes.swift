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
        api.get("search") { request, _ in
            let query = try StrictQuery(request)
            return try await search.search(
                query: query["q"], near: query["near"], radius: query["radius"], limit: query["limit"], source: query["source"],
                language: Self.language(of: request, query))
        }
        api.get("pois") { request, _ in
            let query = try StrictQuery(request)
            return try await search.pois(
                near: query["near"], kind: query["kind"], radius: query["radius"], limit: query["limit"],
                language: Self.language(of: request, query))
        }
        api.get("kinds") { request, _ in
            let query = try StrictQuery(request)
            return KindsAnswer(kinds: search.kinds(language: Self.language(of: request, query)))
        }
        api.get("where") { request, _ in
            let query = try StrictQuery(request)
            return try await search.whereAmI(
                latitude: query["lat"], longitude: query["lon"], online: try LookupSource(parameter: query["source"]).isOnline,
                language: Self.language(of: request, query))
        }
    }

    /// `lang=fr|en` when given, else the Accept-Language header.
    static func language(of request: Request, _ query: StrictQuery) -> UILanguage {
        query["lang"].flatMap { UILanguage(rawValue: $0.lowercased()) } ?? UILanguage(acceptLanguage: request.headers[.acceptLanguage])
    }
}

extension SearchAnswer: ResponseEncodable {}
extension WhereAnswer: ResponseEncodable {}
