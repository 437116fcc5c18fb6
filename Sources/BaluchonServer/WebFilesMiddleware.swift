import Hummingbird

/// Serves the web app's files, and lets API requests pass without looking for a file of their name
/// (a file-system lookup per API call would cost more than many answers do).
struct WebFilesMiddleware<Context: RequestContext>: RouterMiddleware {
    let files: FileMiddleware<Context, LocalFileSystem>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if request.uri.path.hasPrefix("/api/") { return try await next(request, context) }
        return try await files.handle(request, context: context, next: next)
    }
}
