import BaluchonCore
import Foundation
import GRDB

extension SQLiteStore {
    /// v3: one row per room, its whole state as JSON, with its version (the last event's sequence number).
    static func createRoomsTable(_ db: Database) throws {
        try db.create(table: "gameRoom") { table in
            table.primaryKey("code", .text)
            table.column("state", .blob).notNull()
            table.column("version", .integer).notNull()
            table.column("lastActivity", .datetime).notNull().indexed()
        }
    }

    /// v4: a room's events move to a table of their own, one small row each, so that an event costs
    /// one insert however long the room's history; the room's row keeps the rest of its state, and
    /// its version is now the sequence number of the event that last changed that state.
    static func moveRoomEvents(_ db: Database) throws {
        try db.create(table: "gameRoomEvent") { table in
            table.column("code", .text).notNull().references("gameRoom", onDelete: .cascade)
            table.column("sequence", .integer).notNull()
            table.column("event", .blob).notNull()
            table.primaryKey(["code", "sequence"])
        }
        try db.execute(
            sql: """
                INSERT INTO gameRoomEvent (code, sequence, event)
                SELECT gameRoom.code, json_extract(saved.value, '$.sequence'), CAST(saved.value AS BLOB)
                FROM gameRoom, json_each(CAST(gameRoom.state AS TEXT), '$.events') AS saved;
                UPDATE gameRoom SET state = CAST(json_remove(CAST(state AS TEXT), '$.events') AS BLOB);
                """)
    }

    /// v5: a roll saved with a single `roll` now has `rolls`, one per repetition of its expression.
    static func listRoomRolls(_ db: Database) throws {
        try db.execute(
            sql: """
                UPDATE gameRoomEvent
                SET event = CAST(json_remove(json_set(CAST(event AS TEXT), '$.rolls', json_array(json_extract(CAST(event AS TEXT), '$.roll'))), '$.roll') AS BLOB)
                WHERE json_type(CAST(event AS TEXT), '$.roll') = 'object'
                """)
    }

    /// Saves a new room.
    public func createRoom(code: String, state: Data, lastActivity: Date) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "INSERT INTO gameRoom (code, state, version, lastActivity) VALUES (?, ?, 0, ?)",
                arguments: [code, state, lastActivity])
        }
    }

    /// Appends event number `sequence` to a room, and replaces the room's state when the event
    /// changed it too (a player joined, the room closed), in one transaction. A state saved late
    /// never replaces one saved for a later event.
    public func appendRoomEvent(code: String, sequence: Int, event: Data, lastActivity: Date, state: Data?) async throws {
        try await writer.write { db in
            do {
                try db.execute(
                    sql: "INSERT INTO gameRoomEvent (code, sequence, event) VALUES (?, ?, ?)", arguments: [code, sequence, event])
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY {
                throw RoomSequenceTaken(room: code, sequence: sequence)
            }
            try db.execute(
                sql: "UPDATE gameRoom SET lastActivity = max(lastActivity, ?) WHERE code = ?", arguments: [lastActivity, code])
            if let state {
                try db.execute(
                    sql: "UPDATE gameRoom SET state = ?, version = ? WHERE code = ? AND version < ?",
                    arguments: [state, sequence, code, sequence])
            }
        }
    }

    /// A room's saved state and events, or nil.
    public func room(code: String) async throws -> StoredRoom? {
        try await roomEvents(code: code, after: 0)
    }

    /// A room's saved state and the events numbered after `sequence`, in order, or nil.
    public func roomEvents(code: String, after sequence: Int) async throws -> StoredRoom? {
        try await writer.read { db in
            guard let state = try Data.fetchOne(db, sql: "SELECT state FROM gameRoom WHERE code = ?", arguments: [code]) else { return nil }
            let events = try Data.fetchAll(
                db, sql: "SELECT event FROM gameRoomEvent WHERE code = ? AND sequence > ? ORDER BY sequence", arguments: [code, sequence])
            return StoredRoom(state: state, events: events)
        }
    }

    /// Nothing: only this instance writes to an SQLite store.
    public func roomNotices() -> AsyncStream<RoomNotice> {
        AsyncStream { $0.finish() }
    }

    /// Forgets at most `limit` rooms idle since before `date`, the longest idle first (read from the
    /// index on `lastActivity`), with their events; returns how many rooms went.
    @discardableResult
    public func deleteRooms(inactiveBefore date: Date, limit: Int) async throws -> Int {
        try await writer.write { db in
            try db.execute(
                sql: "DELETE FROM gameRoom WHERE code IN (SELECT code FROM gameRoom WHERE lastActivity < ? ORDER BY lastActivity LIMIT ?)",
                arguments: [date, limit])
            return db.changesCount
        }
    }
}
