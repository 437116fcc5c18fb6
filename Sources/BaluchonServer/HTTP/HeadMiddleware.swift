import Hummingbird

/// `HEAD` answers as `GET` would, without the body: the router runs each GET route for it (Hummingbird's
/// `autoGenerateHeadEndpoints`) and this, outermost, drops the body of every answer, errors included,
/// keeping the status and every header (`Content-Length` and `Content-Type` among them).
struct HeadMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .head else { return try await next(request, context) }
        return try await next(request, context).createHeadResponse()
    }
}
