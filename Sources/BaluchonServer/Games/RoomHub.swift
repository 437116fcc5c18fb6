import BaluchonToolkit
import Foundation
import HummingbirdWebSocket

/// The phones connected to each room, so that every event reaches all of them at once.
actor RoomHub {
    private struct Connection {
        var player: RoomPlayer
        var outbound: WebSocketOutboundWriter
    }

    private var rooms: [String: [UUID: Connection]] = [:]
    private let encoder = JSONEncoder.rooms

    func add(_ id: UUID, player: RoomPlayer, outbound: WebSocketOutboundWriter, room code: String) {
        rooms[code, default: [:]][id] = Connection(player: player, outbound: outbound)
    }

    func remove(_ id: UUID, room code: String) {
        rooms[code]?[id] = nil
        if rooms[code]?.isEmpty == true { rooms[code] = nil }
    }

    /// Sends `event` to every phone in the room, each seeing only what it may; a phone that cannot
    /// be written to is dropped (it catches up when it reconnects).
    func broadcast(_ event: RoomEvent, room code: String, players: [PublicPlayer]?) async {
        guard let connections = rooms[code] else { return }
        // Encoded once for everyone who sees the whole event, once per phone that sees less of it.
        let whole = text(.event(event, players: players))
        await withTaskGroup(of: UUID?.self) { group in
            for (id, connection) in connections {
                let seen = event.seen(by: connection.player)
                guard let text = seen == event ? whole : self.text(.event(seen, players: players)) else { continue }
                group.addTask {
                    do {
                        try await connection.outbound.writeTextMessage(text)
                        return nil
                    } catch {
                        return id
                    }
                }
            }
            for await failed in group {
                if let failed { rooms[code]?[failed] = nil }
            }
        }
    }

    private func text(_ message: ServerMessage) -> String? {
        (try? encoder.encode(message)).map { String(decoding: $0, as: UTF8.self) }
    }
}

extension JSONEncoder {
    /// Dates as ISO 8601, keys sorted: the room messages' one encoding.
    static var rooms: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
