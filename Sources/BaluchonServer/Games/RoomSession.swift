import BaluchonCore
import BaluchonToolkit
import Foundation
import HummingbirdWebSocket

/// One phone's conversation with a room: join first, then rolls (and closing, for the game master).
/// Messages are size-checked and rate-limited per connection, per player and per room (a `ping`,
/// answered with `pong`, per connection only: it is the page's heartbeat); every
/// mistake is answered in the phone's language and the connection goes on. What is sent to the
/// phone waits in its bounded ``RoomMailbox``; a phone that lets it fill up, or does not join in
/// time, is dropped (the WebSocket's pings drop one that stops answering).
struct RoomSession: Sendable {
    let rooms: RoomService
    let hub: RoomHub
    let rates: RoomRates
    let lookups: RoomLookups

    private enum Part { case serving, delivering, closing, deadline }

    func run(code: String, client: String, language: UILanguage, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
        let connection = UUID()
        let limits = rooms.limits
        let mailbox = RoomMailbox(messages: limits.queuedMessages, bytes: limits.queuedBytes)
        let room = RoomService.normalisedCode(code)
        await withTaskGroup(of: Part.self) { group in
            group.addTask {
                await serve(code: code, client: client, connection: connection, language: language, inbound: inbound, mailbox: mailbox)
                return .serving
            }
            group.addTask {
                await mailbox.deliver(to: outbound)
                return .delivering
            }
            group.addTask {
                // A full mailbox ends the conversation at once, even with a write stuck on a phone that stopped reading.
                await mailbox.closing()
                return .closing
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(limits.joinWithin))
                if await !hub.holds(connection, room: room) { mailbox.close() }
                return .deadline
            }
            // The conversation ends when the phone goes (what is queued for it, such as an error, is
            // written first, for at most 5 s) or at once when its mailbox closes (full, or never joined).
            var served = false
            while let part = await group.next() {
                switch part {
                case .deadline:
                    continue
                case .serving:
                    served = true
                    mailbox.close()
                    group.addTask {
                        try? await Task.sleep(for: .seconds(5))
                        return .delivering
                    }
                case .closing:
                    if !served { group.cancelAll() }
                case .delivering:
                    group.cancelAll()
                }
            }
        }
        await hub.remove(connection, room: room)
    }

    private func serve(
        code: String, client: String, connection: UUID, language: UILanguage, inbound: WebSocketInboundStream, mailbox: RoomMailbox
    ) async {
        let limits = rooms.limits
        var player: RoomPlayer?
        var bucket = TokenBucket(capacity: limits.burst, perSecond: limits.perSecond)
        var refusals = 0
        let send: @Sendable (ServerMessage) -> Void = { message in
            guard let data = try? JSONEncoder.rooms.encode(message) else { return }
            mailbox.post(String(decoding: data, as: UTF8.self))
        }
        let room = RoomService.normalisedCode(code)
        do {
            // Four times the allowed size is read, so an oversized message gets an answer, not a cut connection.
            for try await message in inbound.messages(maxSize: limits.messageBytes * 4) {
                var allowed = bucket.take(at: ContinuousClock.now)
                let parsed = allowed ? Self.parse(message, limit: limits.messageBytes) : nil
                // A heartbeat spends the connection's budget only: the player's and the room's are for the game.
                if case .success(let request)? = parsed, request.type == .ping {
                    send(.pong)
                    continue
                }
                if allowed, let player { allowed = await rates.take(player: player.id, room: room) }
                guard allowed, let parsed else {
                    refusals += 1
                    if refusals > 3 * limits.burst { return }
                    send(.failure(RoomError.tooFast, in: language))
                    continue
                }
                let request: ClientMessage
                switch parsed {
                case .success(let decoded): request = decoded
                case .failure(let error):
                    send(.failure(error, in: language))
                    continue
                }
                do {
                    player = try await handle(
                        request, code: code, client: client, player: player, connection: connection, mailbox: mailbox, send: send)
                } catch let error as any TravellerError {
                    send(.failure(error, in: language))
                    // A code that leads nowhere, or a client refused lookups: nothing more to do here.
                    if case .unknownRoom? = error as? RoomError { return }
                    if error is RateLimited { return }
                }
            }
        } catch {
            // The connection broke, sent a frame over the limit or was dropped: nothing more to say to it.
        }
    }

    /// A phone's message as a request, or the error that answers it (not text, too large, not understood).
    private static func parse(_ message: WebSocketMessage, limit: Int) -> Result<ClientMessage, RoomError> {
        guard case .text(let text) = message else { return .failure(.malformedMessage) }
        guard text.utf8.count <= limit else { return .failure(.messageTooLarge(limit: limit)) }
        guard let request = try? JSONDecoder().decode(ClientMessage.self, from: Data(text.utf8)) else {
            return .failure(.malformedMessage)
        }
        return .success(request)
    }

    private func handle(
        _ request: ClientMessage, code: String, client: String, player: RoomPlayer?, connection: UUID, mailbox: RoomMailbox,
        send: @Sendable (ServerMessage) -> Void
    ) async throws -> RoomPlayer? {
        switch request.type {
        case .join:
            let before = try await lookups.room(code, in: rooms, for: client)
            let (room, joined) = try await rooms.join(
                code, name: request.name ?? "", colour: request.colour ?? "", token: request.token ?? player?.token)
            await hub.add(connection, player: joined, mailbox: mailbox, room: room.code, welcomedThrough: room.lastSequence)
            let missed = room.events.filter { $0.sequence > (request.after ?? 0) }.map { $0.seen(by: joined) }
            send(.welcome(you: joined, room: ServerMessage.room(room), events: missed))
            if room.lastSequence > before.lastSequence, let event = room.events.last {
                await hub.broadcast(event, room: room.code, players: room.players.map(\.publicView))
            }
            return joined
        case .roll:
            guard let player else { throw RoomError.notJoined }
            do {
                let event = try await rooms.roll(
                    code, player: player.id, expression: request.expression ?? "", playerSeed: request.seed ?? "",
                    visibility: request.visibility ?? .all, to: request.to)
                await hub.broadcast(event, room: RoomService.normalisedCode(code), players: nil)
            } catch let failed as RecordedRollFailure {
                // Everyone sees that the number went to a failed roll; the roller is told why.
                await hub.broadcast(failed.event, room: RoomService.normalisedCode(code), players: nil)
                throw failed
            }
            return player
        case .party:
            guard let player else { throw RoomError.notJoined }
            guard let party = request.partyRequest else { throw RoomError.badPartyRequest }
            let event = try await rooms.party(code, player: player.id, request: party, playerSeed: request.seed ?? "")
            await hub.broadcast(event, room: RoomService.normalisedCode(code), players: nil)
            return player
        case .details:
            guard let player else { throw RoomError.notJoined }
            let sequence = request.sequence ?? 0
            send(.details(sequence: sequence, rolls: try await rooms.details(code, player: player.id, sequence: sequence)))
            return player
        case .ping:
            send(.pong)
            return player
        case .close:
            guard let player else { throw RoomError.notJoined }
            let event = try await rooms.close(code, player: player.id)
            await hub.broadcast(event, room: RoomService.normalisedCode(code), players: nil)
            return player
        }
    }
}
