import Foundation
import Hummingbird

/// Serves `index.html` for every non-API path that is not a file, so that deep links such as
/// `/weather` open the right view; the files themselves come from the file middleware.
struct WebAppRoutes {
    let publicDirectory: URL

    func register(on router: Router<AppRequestContext>) {
        let index = publicDirectory.appendingPathComponent("index.html")
        let serveIndex: @Sendable (Request, AppRequestContext) async throws -> Response = { request, _ in
            let path = request.uri.path
            if path == "/api" || path.hasPrefix("/api/") {
                throw HTTPFailure.noSuchRoute(path: path)
            }
            // A name with an extension is a file: let the file middleware serve it or answer 404.
            if path.split(separator: "/").last?.contains(".") == true {
                throw HTTPError(.notFound)
            }
            guard let html = FileManager.default.contents(atPath: index.path) else {
                throw HTTPError(.notFound)
            }
            return Response(
                status: .ok,
                headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
                body: .init(byteBuffer: ByteBuffer(bytes: html))
            )
        }
        router.get("/", use: serveIndex)
        router.get("**", use: serveIndex)
    }
}
