import BaluchonCore
import BaluchonToolkit
import Foundation
import HummingbirdWebSocket

/// One phone's conversation with a room: join first, then rolls (and closing, for the game master).
/// Messages are size-checked and rate-limited per connection; every mistake is answered in the
/// phone's language and the connection goes on.
struct RoomSession: Sendable {
    let rooms: RoomService
    let hub: RoomHub

    func run(code: String, language: UILanguage, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        let connection = UUID()
        await serve(code: code, connection: connection, language: language, inbound: inbound, outbound: outbound)
        await hub.remove(connection, room: RoomService.normalisedCode(code))
    }

    private func serve(code: String, connection: UUID, language: UILanguage, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async
    {
        let limits = rooms.limits
        var player: RoomPlayer?
        var bucket = TokenBucket(capacity: limits.burst, perSecond: limits.perSecond)
        var refusals = 0
        let send: @Sendable (ServerMessage) async -> Void = { message in
            guard let data = try? JSONEncoder.rooms.encode(message) else { return }
            try? await outbound.writeTextMessage(String(decoding: data, as: UTF8.self))
        }
        do {
            // Four times the allowed size is read, so an oversized message gets an answer, not a cut connection.
            for try await message in inbound.messages(maxSize: limits.messageBytes * 4) {
                guard bucket.take(at: ContinuousClock.now) else {
                    refusals += 1
                    if refusals > 3 * limits.burst { return }
                    await send(.failure(RoomError.tooFast, in: language))
                    continue
                }
                guard case .text(let text) = message else {
                    await send(.failure(RoomError.malformedMessage, in: language))
                    continue
                }
                guard text.utf8.count <= limits.messageBytes else {
                    await send(.failure(RoomError.messageTooLarge(limit: limits.messageBytes), in: language))
                    continue
                }
                guard let request = try? JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)) else {
                    await send(.failure(RoomError.malformedMessage, in: language))
                    continue
                }
                do {
                    player = try await handle(request, code: code, player: player, connection: connection, outbound: outbound, send: send)
                } catch let error as any TravellerError {
                    await send(.failure(error, in: language))
                    if case .unknownRoom? = error as? RoomError { return }
                }
            }
        } catch {
            // The connection broke or sent a frame over the limit: nothing more to say to it.
        }
    }

    private func handle(
        _ request: ClientMessage, code: String, player: RoomPlayer?, connection: UUID, outbound: WebSocketOutboundWriter,
        send: @Sendable (ServerMessage) async -> Void
    ) async throws -> RoomPlayer? {
        switch request.type {
        case .join:
            let before = try await rooms.room(code)
            let (room, joined) = try await rooms.join(
                code, name: request.name ?? "", colour: request.colour ?? "", token: request.token ?? player?.token)
            await hub.add(connection, player: joined, outbound: outbound, room: room.code, welcomedThrough: room.lastSequence)
            let missed = room.events.filter { $0.sequence > (request.after ?? 0) }.map { $0.seen(by: joined) }
            await send(.welcome(you: joined, room: ServerMessage.room(room), events: missed))
            if room.lastSequence > before.lastSequence, let event = room.events.last {
                await hub.broadcast(event, room: room.code, players: room.players.map(\.publicView))
            }
            return joined
        case .roll:
            guard let player else { throw RoomError.notJoined }
            let event = try await rooms.roll(
                code, player: player.id, expression: request.expression ?? "", playerSeed: request.seed ?? "",
                visibility: request.visibility ?? .all, to: request.to)
            await hub.broadcast(event, room: RoomService.normalisedCode(code), players: nil)
            return player
        case .party:
            guard let player else { throw RoomError.notJoined }
            guard let party = request.partyRequest else { throw RoomError.badPartyRequest }
            let event = try await rooms.party(code, player: player.id, request: party, playerSeed: request.seed ?? "")
            await hub.broadcast(event, room: RoomService.normalisedCode(code), players: nil)
            return player
        case .close:
            guard let player else { throw RoomError.notJoined }
            let event = try await rooms.close(code, player: player.id)
            await hub.broadcast(event, room: RoomService.normalisedCode(code), players: nil)
            return player
        }
    }
}
