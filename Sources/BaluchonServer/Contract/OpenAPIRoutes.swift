import Foundation
import Hummingbird

/// `GET /api/openapi.json`: the OpenAPI 3.1 contract of every `/api/v1` route, checked in as
/// `Resources/openapi.json` and kept true by the contract tests (every route described, every
/// description a route, real answers valid against it).
struct OpenAPIRoutes {
    /// The document's bytes, read once from the module's resources.
    static let document: Data? = Bundle.module.url(forResource: "openapi", withExtension: "json", subdirectory: "Resources")
        .flatMap { try? Data(contentsOf: $0) }

    /// Registers on the `/api` group.
    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("openapi.json") { _, _ -> Response in
            guard let document = Self.document else { throw HTTPFailure.unexpected }
            return Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-cache"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: document)))
        }
    }
}
