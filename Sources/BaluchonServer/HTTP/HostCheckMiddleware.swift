import BaluchonCore
import HTTPTypes
import Hummingbird

/// Refuses a request whose `Host` is a name the server was not configured to answer to: a hostile page
/// can point a name of its own at a private instance (DNS rebinding), but cannot make the browser send
/// another `Host`. IP addresses and `localhost` are always accepted; so is a request without `Host`.
struct HostCheckMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let publicHosts: Set<String>
    /// Read once: HTTP/1 puts the name in the request's authority; a test client may leave it a header.
    static let host = HTTPField.Name("Host")!

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let authority = request.headers[Self.host] ?? request.head.authority, !Self.accepts(authority, publicHosts: publicHosts) {
            throw Self.unknownHost(String(Self.hostName(of: authority).prefix(100)))
        }
        return try await next(request, context)
    }

    /// The name of `host:port`, `[v6]:port` or a bare host, lower-cased.
    static func hostName(of authority: String) -> String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.startIndex...close]).lowercased()
        }
        return String(authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").lowercased()
    }

    /// A request named a host the server does not answer to.
    static func unknownHost(_ name: String) -> PlainTravellerError {
        PlainTravellerError(
            code: .unknownHost, kind: .badInput,
            message: LocalizedText("error.unknown_host.message", ["name": "\(name)"]),
            hint: LocalizedText("error.unknown_host.hint"))
    }

    static func accepts(_ authority: String, publicHosts: Set<String>) -> Bool {
        let name = hostName(of: authority)
        if name == "localhost" || publicHosts.contains(name) { return true }
        if name.hasPrefix("[") { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in UInt8(part) != nil }
    }
}
