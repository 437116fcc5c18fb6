import Foundation
import HTTPTypes
import Hummingbird

/// Behind a reverse proxy every request comes from the proxy's address: when the peer is one of the
/// configured trusted proxies, the client is the last address of `X-Forwarded-For` that is not itself
/// a trusted proxy. Any other peer's `X-Forwarded-For` is ignored, so it cannot be forged.
struct ClientAddressMiddleware<Context: ClientAddressContext>: RouterMiddleware {
    let trustedProxies: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard trustedProxies.contains(context.client) else { return try await next(request, context) }
        let hops = request.headers[values: .xForwardedFor].flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let client = hops.last(where: { !trustedProxies.contains($0) }) ?? hops.first else {
            return try await next(request, context)
        }
        var context = context
        context.client = String(client.prefix(64))
        return try await next(request, context)
    }
}

extension HTTPField.Name {
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}

/// A request context that knows the client's address (the API's, and the rooms' WebSocket's).
protocol ClientAddressContext: RequestContext {
    var client: String { get set }
}

extension AppRequestContext: ClientAddressContext {}
