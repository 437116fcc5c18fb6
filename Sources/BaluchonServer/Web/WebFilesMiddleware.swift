import Foundation
import Hummingbird

/// Serves the web app's files, and lets API requests pass without looking for a file of their name
/// (a file-system lookup per API call would cost more than many answers do). A file reached through a
/// symbolic link in the web folder is not served unless the operator allows it (`BALUCHON_PUBLIC_FOLLOW_LINKS`):
/// a link dropped there by mistake must not publish what it points at.
struct WebFilesMiddleware<Context: RequestContext>: RouterMiddleware {
    let files: FileMiddleware<Context, LocalFileSystem>
    let root: URL
    let followLinks: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if request.uri.path.hasPrefix("/api/") { return try await next(request, context) }
        if !followLinks, Self.passesThroughLink(request.uri.path, under: root) { throw HTTPError(.notFound) }
        return try await files.handle(request, context: context, next: next)
    }

    /// Whether any part of `path` below `root` is a symbolic link (the root itself may be one).
    static func passesThroughLink(_ path: String, under root: URL) -> Bool {
        var url = root
        for part in (path.removingPercentEncoding ?? path).split(separator: "/") where part != "." && part != ".." {
            url.appendPathComponent(String(part))
            var status = stat()
            guard lstat(url.path, &status) == 0 else { return false }
            if status.st_mode & S_IFMT == S_IFLNK { return true }
        }
        return false
    }
}
