import Foundation
import Hummingbird

/// Serves the web app: its files as they are, and `index.html` for every other non-API path so that
/// deep links such as `/weather` open the right view.
struct WebAppRoutes {
    let publicDirectory: URL

    func register(on router: Router<AppRequestContext>) {
        let index = publicDirectory.appendingPathComponent("index.html")
        router.get("**") { request, _ -> Response in
            if request.uri.path == "/api" || request.uri.path.hasPrefix("/api/") {
                throw HTTPFailure.noSuchRoute(path: request.uri.path)
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
    }
}
