import HTTPTypes
import Hummingbird

/// Headers that keep the web app to its own origin and tell every response's request id.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    static var requestID: HTTPField.Name { HTTPField.Name("X-Request-Id")! }
    static var referrerPolicy: HTTPField.Name { HTTPField.Name("Referrer-Policy")! }

    /// The online map's tile server (`https://tile.openstreetmap.org`): the only other origin pages may load
    /// images from, and that the service worker may fetch (to keep viewed tiles for offline use).
    var tileOrigin: String = ""

    /// Scripts from the origin only; WebAssembly may be compiled (`'wasm-unsafe-eval'`, not `'unsafe-eval'`: no
    /// JavaScript `eval`) for the routes computed on the phone by Routino in a web worker.
    var contentSecurityPolicy: String {
        let tiles = tileOrigin.isEmpty ? "" : " \(tileOrigin)"
        return
            "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' data: blob:\(tiles); connect-src 'self'\(tiles); object-src 'none'; base-uri 'none'; "
            + "frame-ancestors 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[values: Self.referrerPolicy] = ["no-referrer"]
        if let id = context.logger[metadataKey: "hb.request.id"] {
            response.headers[values: Self.requestID] = [id.description]
        }
        if request.uri.path.hasSuffix(".webmanifest") {
            response.headers[.contentType] = "application/manifest+json"
        }
        return response
    }
}
