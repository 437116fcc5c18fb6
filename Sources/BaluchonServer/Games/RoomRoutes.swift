import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird
import HummingbirdWebSocket

/// `POST /api/v1/rooms`, `GET /api/v1/rooms/{code}`, `GET /api/v1/rooms/{code}/export` and the room's
/// WebSocket at `/api/v1/rooms/{code}/ws` (message format in docs/ROOMS.md).
struct RoomRoutes {
    let rooms: RoomService
    let hub = RoomHub()

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
        api.post("rooms") { _, _ in
            try await rooms.expire()
            let room = try await rooms.create()
            return Created(code: room.code, commitment: room.commitment, masterToken: room.masterToken, link: Self.link(room.code))
        }
        api.get("rooms/:code") { _, context in
            let room = try await rooms.room(context.parameters.get("code") ?? "")
            return Summary(
                code: room.code, commitment: room.commitment, closed: room.closed, players: room.players.map(\.publicView),
                lastSequence: room.lastSequence, link: Self.link(room.code))
        }
        api.get("rooms/:code/export") { _, context in
            RoomExportBody(export: RoomExport(room: try await rooms.room(context.parameters.get("code") ?? "")))
        }
        // Upgrades go to `webSocketRouter()`; a plain request is told to upgrade.
        api.get("rooms/:code/ws") { _, _ -> Response in throw HTTPFailure.upgradeRequired }
    }

    static func link(_ code: String) -> String { "/games?room=\(code)" }

    /// The router that upgrades `/api/v1/rooms/{code}/ws` to a WebSocket.
    func webSocketRouter() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        let session = RoomSession(rooms: rooms, hub: hub)
        router.ws("api/v1/rooms/:code/ws") { inbound, outbound, context in
            let request = context.request
            let language =
                request.uri.queryParameters.get("lang").flatMap(UILanguage.init(rawValue:))
                ?? UILanguage(acceptLanguage: request.headers[.acceptLanguage])
            let code = context.requestContext.parameters.get("code") ?? ""
            await session.run(code: code, language: language, inbound: inbound, outbound: outbound)
        }
        return router
    }
}

struct RoomExportBody: ResponseEncodable {
    var export: RoomExport

    func encode(to encoder: any Encoder) throws {
        try export.encode(to: encoder)
    }
}
