import Foundation
import GRDB

/// A list of places published to the server: readable by whoever has its id, changeable only with its edit key.
public struct SharedListRecord: Sendable, Equatable {
    /// The unguessable id in the share link.
    public var id: String
    /// The separate secret that allows changing or deleting the list. Random 128 bits, compared in full;
    /// it is never sent back by a read.
    public var editKey: String
    public var title: String
    /// The places as JSON, as the sharing service wrote them.
    public var places: Data
    public var createdAt: Date
    public var updatedAt: Date

    public init(id: String, editKey: String, title: String, places: Data, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.editKey = editKey
        self.title = title
        self.places = places
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

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

    init(row: Row) {
        self.init(
            id: row["id"], editKey: row["editKey"], title: row["title"], places: row["places"], createdAt: row["createdAt"],
            updatedAt: row["updatedAt"])
    }
}

extension Store {
    public func insertSharedList(_ list: SharedListRecord) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "INSERT INTO sharedList (id, editKey, title, places, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)",
                arguments: [list.id, list.editKey, list.title, list.places, list.createdAt, list.updatedAt])
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
}
