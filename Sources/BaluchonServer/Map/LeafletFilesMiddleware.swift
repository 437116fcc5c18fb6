import Foundation
import Hummingbird

/// Serves the Leaflet library under `/vendor/leaflet/` from the directory of Debian's `libjs-leaflet`
/// (or `BALUCHON_LEAFLET_DIR`), so the map page never depends on a CDN and works offline once cached.
///
/// Only the files the page needs are served, by name: the directory is not browsable.
struct LeafletFilesMiddleware<Context: RequestContext>: RouterMiddleware {
    static var prefix: String { "/vendor/leaflet/" }
    /// The library changes only when the package does; a week keeps phones from asking on every visit.
    static var cacheControl: String { "public, max-age=604800" }
    static var images: Set<String> { ["layers.png", "layers-2x.png", "marker-icon.png", "marker-icon-2x.png", "marker-shadow.png"] }

    let directory: URL

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard path.hasPrefix(Self.prefix), request.method == .get || request.method == .head else {
            return try await next(request, context)
        }
        let name = String(path.dropFirst(Self.prefix.count))
        guard let (candidates, type) = Self.files(for: name) else { throw HTTPFailure.noSuchRoute(path: path) }
        guard let data = candidates.lazy.compactMap({ FileManager.default.contents(atPath: directory.appendingPathComponent($0).path) }).first
        else { throw MapFailure.libraryMissing(directory: directory.path) }
        let headers: HTTPFields = [.contentType: type, .cacheControl: Self.cacheControl, .contentLength: String(data.count)]
        if request.method == .head { return Response(status: .ok, headers: headers) }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The files that may answer for `name` (best first) and their media type; nil for any other name.
    static func files(for name: String) -> ([String], String)? {
        switch name {
        // Debian ships the minified build beside the readable one; other layouts (Leaflet's own `dist/`)
        // have only `leaflet.js`, already minified.
        case "leaflet.js": (["leaflet.min.js", "leaflet.js"], "text/javascript; charset=utf-8")
        case "leaflet.css": (["leaflet.css"], "text/css; charset=utf-8")
        case _ where name.hasPrefix("images/") && images.contains(String(name.dropFirst("images/".count))): ([name], "image/png")
        default: nil
        }
    }
}
