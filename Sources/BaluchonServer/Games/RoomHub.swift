import BaluchonCore
import BaluchonToolkit
import Foundation

/// The phones connected to each room, so that every event reaches all of them at once, and once
/// only, whether it was made here or, told by ``RoomRelay``, on another instance.
actor RoomHub {
    private struct Connection {
        var player: RoomPlayer
        var mailbox: RoomMailbox
    }

    /// The events of a room sent to its phones here: every one up to `through`, and those in `beyond`.
    private struct Sent {
        var through: Int
        var beyond: Set<Int> = []

        func contains(_ sequence: Int) -> Bool { sequence <= through || beyond.contains(sequence) }

        mutating func insert(_ sequence: Int) {
            beyond.insert(sequence)
            while beyond.remove(through + 1) != nil { through += 1 }
        }
    }

    private var rooms: [String: [UUID: Connection]] = [:]
    private var sent: [String: Sent] = [:]
    private let encoder = JSONEncoder.rooms

    /// Adds a phone welcomed with the room's events up to `sequence`.
    func add(_ id: UUID, player: RoomPlayer, mailbox: RoomMailbox, room code: String, welcomedThrough sequence: Int) {
        rooms[code, default: [:]][id] = Connection(player: player, mailbox: mailbox)
        if sent[code] == nil { sent[code] = Sent(through: sequence) }
    }

    func remove(_ id: UUID, room code: String) {
        rooms[code]?[id] = nil
        if rooms[code]?.isEmpty == true {
            rooms[code] = nil
            sent[code] = nil
        }
    }

    /// Whether connection `id` joined room `code`.
    func holds(_ id: UUID, room code: String) -> Bool {
        rooms[code]?[id] != nil
    }

    /// The rooms with phones here.
    var codes: [String] { Array(rooms.keys) }

    /// The number up to which every event of room `code` reached its phones here; nil without phones.
    func sentThrough(room code: String) -> Int? {
        sent[code]?.through
    }

    /// Queues `event` for every phone in the room, each seeing only what it may, without waiting for
    /// any socket; a phone whose mailbox is full is dropped (it catches up when it reconnects). An
    /// event already sent is not sent again.
    func broadcast(_ event: RoomEvent, room code: String, players: [PublicPlayer]?) {
        guard let connections = rooms[code], sent[code]?.contains(event.sequence) == false else { return }
        sent[code]?.insert(event.sequence)
        // Encoded once for everyone who sees the whole event, once per phone that sees less of it.
        let whole = text(.event(event, players: players))
        for (id, connection) in connections {
            let seen = event.seen(by: connection.player)
            guard let text = seen == event ? whole : self.text(.event(seen, players: players)) else { continue }
            if !connection.mailbox.post(text) { rooms[code]?[id] = nil }
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
