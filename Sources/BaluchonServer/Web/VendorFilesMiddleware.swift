import BaluchonCore
import Foundation
import Hummingbird

/// A browser library installed by a Debian package and served by our own server under `/vendor/<name>/`,
/// so no page depends on a CDN and the service worker can keep it for use without the server.
struct VendorLibrary: Sendable {
    /// `/vendor/leaflet/`.
    let prefix: String
    let directory: URL
    /// The files that may answer for a name under the prefix (best first) and their media type; nil for
    /// any other name: only the files the pages need are served, the directory is not browsable.
    let files: @Sendable (String) -> ([String], String)?
    /// What the traveller is told when the library is not in its directory, naming the package and setting.
    let missing: @Sendable (String) -> any TravellerError

    static let javaScript = "text/javascript; charset=utf-8"

    /// Leaflet for the map page: Debian's `libjs-leaflet` (`BALUCHON_LEAFLET_DIR`).
    static func leaflet(directory: URL) -> VendorLibrary {
        let images: Set<String> = ["layers.png", "layers-2x.png", "marker-icon.png", "marker-icon-2x.png", "marker-shadow.png"]
        return VendorLibrary(prefix: "/vendor/leaflet/", directory: directory, missing: { MapFailure.libraryMissing(directory: $0) }) {
            name in
            switch name {
            // Debian ships the minified build beside the readable one; other layouts (Leaflet's own `dist/`)
            // have only `leaflet.js`, already minified.
            case "leaflet.js": (["leaflet.min.js", "leaflet.js"], javaScript)
            case "leaflet.css": (["leaflet.css"], "text/css; charset=utf-8")
            case _ where name.hasPrefix("images/") && images.contains(String(name.dropFirst("images/".count))): ([name], "image/png")
            default: nil
            }
        }
    }

    /// The QR encoder the saved page draws its codes with on the phone: Debian's `node-qrcode-generator`
    /// (`BALUCHON_QRCODE_DIR`).
    static func qrcodeGenerator(directory: URL) -> VendorLibrary {
        VendorLibrary(prefix: "/vendor/qrcode-generator/", directory: directory, missing: { QRLibraryMissing(directory: $0) }) { name in
            name == "qrcode.js" ? (["qrcode.js"], javaScript) : nil
        }
    }

    private init(
        prefix: String, directory: URL, missing: @escaping @Sendable (String) -> any TravellerError,
        files: @escaping @Sendable (String) -> ([String], String)?
    ) {
        (self.prefix, self.directory, self.missing, self.files) = (prefix, directory, missing, files)
    }
}

/// Serves the ``VendorLibrary`` files by name, with long caching; a library missing from its directory
/// answers 404 with what to install, while the server and every other page keep working.
struct VendorFilesMiddleware<Context: RequestContext>: RouterMiddleware {
    /// A library changes only when its package does; a week keeps phones from asking on every visit.
    static var cacheControl: String { "public, max-age=604800" }

    let libraries: [VendorLibrary]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard request.method == .get || request.method == .head, let library = libraries.first(where: { path.hasPrefix($0.prefix) }) else {
            return try await next(request, context)
        }
        guard let (candidates, type) = library.files(String(path.dropFirst(library.prefix.count))) else {
            throw HTTPFailure.noSuchRoute(path: path)
        }
        let directory = library.directory
        guard let data = candidates.lazy.compactMap({ FileManager.default.contents(atPath: directory.appendingPathComponent($0).path) }).first
        else { throw library.missing(directory.path) }
        let headers: HTTPFields = [.contentType: type, .cacheControl: Self.cacheControl, .contentLength: String(data.count)]
        if request.method == .head { return Response(status: .ok, headers: headers) }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
