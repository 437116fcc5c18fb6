import Hummingbird
import Logging

/// Logs each request's method and path at info level; its query (coordinates, the text of a QR code, a
/// search) only at debug level, where an operator who asks for detail expects personal data.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var metadata: Logger.Metadata = ["hb.request.method": .string(request.method.rawValue), "hb.request.path": .string(request.uri.path)]
        if context.logger.logLevel <= .debug, let query = request.uri.query { metadata["hb.request.query"] = .string(query) }
        context.logger.info("Request", metadata: metadata)
        return try await next(request, context)
    }
}
