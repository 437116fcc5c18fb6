import Foundation
import GRDB

extension SharedListRecord {
    static func createTable(_ db: Database) throws {
        try db.create(table: "sharedList") { table in
            table.primaryKey("id", .text)
            table.column("editKey", .text).notNull()
            table.column("title", .text).notNull()
            table.column("places", .blob).notNull()
            table.column("createdAt", .datetime).notNull()
            table.column("updatedAt", .datetime).notNull()
        }
    }

    static func addLastRead(_ db: Database) throws {
        try db.alter(table: "sharedList") { $0.add(column: "lastReadAt", .datetime) }
        try db.execute(sql: "UPDATE sharedList SET lastReadAt = updatedAt")
        try db.create(index: "sharedList_on_lastReadAt", on: "sharedList", columns: ["lastReadAt"])
    }

    init(row: Row) {
        self.init(
            id: row["id"], editKey: row["editKey"], title: row["title"], places: row["places"], createdAt: row["createdAt"],
            updatedAt: row["updatedAt"], lastReadAt: row["lastReadAt"])
    }
}

extension SQLiteStore {
    public func insertSharedList(_ list: SharedListRecord) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "INSERT INTO sharedList (id, editKey, title, places, createdAt, updatedAt, lastReadAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
                arguments: [list.id, list.editKey, list.title, list.places, list.createdAt, list.updatedAt, list.lastReadAt])
        }
    }

    public func sharedList(id: String) async throws -> SharedListRecord? {
        try await writer.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM sharedList WHERE id = ?", arguments: [id]).map(SharedListRecord.init(row:))
        }
    }

    /// Replaces title and places; false when no list has this id.
    public func updateSharedList(id: String, title: String, places: Data, at date: Date) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "UPDATE sharedList SET title = ?, places = ?, updatedAt = ? WHERE id = ?", arguments: [title, places, date, id])
            return db.changesCount > 0
        }
    }

    /// False when no list has this id.
    public func deleteSharedList(id: String) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM sharedList WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
    }

    public func sharedListBytes() async throws -> Int {
        try await writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(LENGTH(CAST(title AS BLOB)) + LENGTH(places)), 0) FROM sharedList") ?? 0
        }
    }

    public func markSharedListRead(id: String, at date: Date) async throws {
        try await writer.write { db in
            try db.execute(sql: "UPDATE sharedList SET lastReadAt = ? WHERE id = ?", arguments: [date, id])
        }
    }

    @discardableResult
    public func deleteSharedLists(unreadSince date: Date) async throws -> Int {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM sharedList WHERE lastReadAt < ?", arguments: [date])
            return db.changesCount
        }
    }
}
