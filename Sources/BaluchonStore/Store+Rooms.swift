import Foundation
import GRDB

extension Store {
    /// The game rooms table: one row per room, its whole state as JSON (rooms are small and change a roll at a time).
    static func createRoomsTable(_ db: Database) throws {
        try db.create(table: "gameRoom") { table in
            table.primaryKey("code", .text)
            table.column("state", .blob).notNull()
            table.column("lastActivity", .datetime).notNull().indexed()
        }
    }

    /// Saves a room's state, replacing what was there.
    public func saveRoom(code: String, state: Data, lastActivity: Date) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO gameRoom (code, state, lastActivity) VALUES (?, ?, ?)", arguments: [code, state, lastActivity])
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
