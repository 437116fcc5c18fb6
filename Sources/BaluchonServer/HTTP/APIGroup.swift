import Hummingbird

/// Registers API routes and remembers their methods, so that another method on a known path
/// answers 405 with an `Allow` header instead of a misleading 404.
struct APIGroup<Context: RequestContext> {
    let group: RouterGroup<Context>
    private(set) var methods: [String: [HTTPRequest.Method]] = [:]

    init(router: Router<Context>, prefix: RouterPath) {
        group = router.group(prefix)
    }

    mutating func get(_ path: RouterPath, use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator) {
        record(.get, path)
        group.get(path, use: handler)
    }

    mutating func post(_ path: RouterPath, use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator) {
        record(.post, path)
        group.post(path, use: handler)
    }

    mutating func put(_ path: RouterPath, use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator) {
        record(.put, path)
        group.put(path, use: handler)
    }

    mutating func delete(_ path: RouterPath, use handler: @escaping @Sendable (Request, Context) async throws -> some ResponseGenerator) {
        record(.delete, path)
        group.delete(path, use: handler)
    }

    /// HTTP's QUERY method (a GET with a body), which HTTPTypes does not name yet.
    static var query: HTTPRequest.Method { HTTPRequest.Method("QUERY")! }

    /// Adds the 405 answers; call once every route is registered. A path with GET answers HEAD too
    /// (the router runs the GET route for it).
    func closeMethods() {
        let all: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete, .options, .trace, Self.query]
        for (path, registered) in methods {
            let allowed = registered.contains(.get) ? registered + [.head] : registered
            let names = allowed.map(\.rawValue)
            for method in all where !allowed.contains(method) {
                group.on(RouterPath(path), method: method) { request, _ -> Response in
                    throw HTTPFailure.methodNotAllowed(method: request.method.rawValue, allowed: names)
                }
            }
        }
    }

    private mutating func record(_ method: HTTPRequest.Method, _ path: RouterPath) {
        methods[path.description, default: []].append(method)
    }
}
