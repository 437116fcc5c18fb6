import HTTPTypes
import Hummingbird

/// Headers that keep the web app to its own origin and tell every response's request id.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    static var requestID: HTTPField.Name { HTTPField.Name("X-Request-Id")! }
    static var referrerPolicy: HTTPField.Name { HTTPField.Name("Referrer-Policy")! }

    static var contentSecurityPolicy: String {
        "default-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
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
