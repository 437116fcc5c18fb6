import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird
import HummingbirdWebSocket

/// `POST /api/v1/rooms`, `GET /api/v1/rooms/{code}`, `GET /api/v1/rooms/{code}/export` and the room's
/// WebSocket at `/api/v1/rooms/{code}/ws` (message format in docs/ROOMS.md). Room answers are never
/// cached (`Cache-Control: no-store`): they hold the game master's token or a room's live state.
struct RoomRoutes {
    let rooms: RoomService
    let hub = RoomHub()
    let lookups: RoomLookups
    /// The proxies whose `X-Forwarded-For` names the client of a WebSocket, as for the API.
    let trustedProxies: Set<String>

    init(rooms: RoomService, limits: ClientLimits, trustedProxies: Set<String> = []) {
        self.rooms = rooms
        lookups = RoomLookups(limits: limits)
        self.trustedProxies = trustedProxies
    }

    struct Created: ResponseEncodable {
        var code: String
        var commitment: String
        /// Join with this token to be the game master.
        var masterToken: String
        var link: String
    }

    struct Summary: ResponseEncodable {
        var code: String
        var commitment: String
        var closed: Bool
        var players: [PublicPlayer]
        var lastSequence: Int
        var link: String
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.post("rooms") { request, context in
            let room = try await rooms.create()
            return try Self.unstored(
                Created(code: room.code, commitment: room.commitment, masterToken: room.masterToken, link: Self.link(room.code)), request, context)
        }
        api.get("rooms/:code") { request, context in
            try await limited(request, context) { room in
                Summary(
                    code: room.code, commitment: room.commitment, closed: room.closed, players: room.players.map(\.publicView),
                    lastSequence: room.lastSequence, link: Self.link(room.code))
            }
        }
        api.get("rooms/:code/export") { request, context in
            try await limited(request, context) { room in RoomExportBody(export: RoomExport(room: room)) }
        }
        // Upgrades go to `webSocketRouter()`; a plain request is told to upgrade.
        api.get("rooms/:code/ws") { _, _ -> Response in throw HTTPFailure.upgradeRequired }
    }

    /// The answer `make` gives for the room the path names, looked up within the client's budget of
    /// failed lookups (429 `rate_limited` with `Retry-After` past it), never stored by a cache.
    private func limited<Answer: ResponseGenerator>(
        _ request: Request, _ context: AppRequestContext, _ make: (GameRoom) throws -> Answer
    ) async throws -> Response {
        let room = try await lookups.room(context.parameters.get("code") ?? "", in: rooms, for: context.client)
        return try Self.unstored(try make(room), request, context)
    }

    private static func unstored(_ answer: some ResponseGenerator, _ request: Request, _ context: AppRequestContext) throws -> Response {
        var response = try answer.response(from: request, context: context)
        response.headers[.cacheControl] = "no-store"
        return response
    }

    static func link(_ code: String) -> String { "/games?room=\(code)" }

    /// The router that upgrades `/api/v1/rooms/{code}/ws` to a WebSocket.
    func webSocketRouter() -> Router<RoomSocketContext> {
        let router = Router(context: RoomSocketContext.self)
        router.middlewares.add(LanguageMiddleware())
        router.middlewares.add(ClientAddressMiddleware(trustedProxies: trustedProxies))
        let session = RoomSession(rooms: rooms, hub: hub, rates: RoomRates(limits: rooms.limits, now: lookups.limits.now), lookups: lookups)
        router.ws("api/v1/rooms/:code/ws") { inbound, outbound, context in
            let language = context.requestContext.language
            let code = context.requestContext.parameters.get("code") ?? ""
            await session.run(code: code, client: context.requestContext.client, language: language, inbound: inbound, outbound: outbound)
        }
        return router
    }
}

/// The request context of a room's WebSocket: Hummingbird's, with the client's address (set by
/// ``ClientAddressMiddleware`` as for the API) that failed lookups count against, and the phone's
/// interface language (``LanguageMiddleware``).
struct RoomSocketContext: WebSocketRequestContext, ClientAddressContext, LanguageContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    var client: String
    var language = UILanguage.en
    var readQuery = RequestQuery()

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        client = source.channel.remoteAddress?.ipAddress ?? "local"
    }
}
