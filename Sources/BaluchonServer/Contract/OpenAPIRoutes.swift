import BaluchonToolkit
import Foundation
import Hummingbird

/// `GET /api/openapi.json`: the OpenAPI 3.1 contract of every `/api/v1` route, checked in as
/// `Resources/openapi.json` and kept true by the contract tests (every route described, every
/// description a route, real answers valid against it).
struct OpenAPIRoutes {
    /// The document's bytes, read once from the module's resources, with the version of the release
    /// (``Toolkit/version``, the one place it is written) in place of `@VERSION@`.
    static let document: Data? = Bundle.module.url(forResource: "openapi", withExtension: "json", subdirectory: "Resources")
        .flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        .map { Data($0.replacingOccurrences(of: "\"@VERSION@\"", with: "\"\(Toolkit.version)\"").utf8) }

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
