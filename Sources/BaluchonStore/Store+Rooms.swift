import Foundation
import GRDB

extension Store {
    /// The game rooms table: one row per room, its whole state as JSON (rooms are small and change a roll at a time),
    /// with its version (the last event's sequence number).
    static func createRoomsTable(_ db: Database) throws {
        try db.create(table: "gameRoom") { table in
            table.primaryKey("code", .text)
            table.column("state", .blob).notNull()
            table.column("version", .integer).notNull()
            table.column("lastActivity", .datetime).notNull().indexed()
        }
    }

    /// Saves a room's state unless a newer version is already saved (saves may finish out of order).
    public func saveRoom(code: String, state: Data, version: Int, lastActivity: Date) async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO gameRoom (code, state, version, lastActivity) VALUES (?, ?, ?, ?)
                    ON CONFLICT(code) DO UPDATE SET state = excluded.state, version = excluded.version, lastActivity = excluded.lastActivity
                    WHERE excluded.version >= gameRoom.version
                    """,
                arguments: [code, state, version, lastActivity])
        }
    }

    /// A room's saved state, or nil.
    public func room(code: String) async throws -> Data? {
        try await writer.read { db in
            try Data.fetchOne(db, sql: "SELECT state FROM gameRoom WHERE code = ?", arguments: [code])
        }
    }

    /// Forgets rooms idle since before `date`; returns how many went.
    @discardableResult
    public func deleteRooms(inactiveBefore date: Date) async throws -> Int {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM gameRoom WHERE lastActivity < ?", arguments: [date])
            return db.changesCount
        }
    }
}
