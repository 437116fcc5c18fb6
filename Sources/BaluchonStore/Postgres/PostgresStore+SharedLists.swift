import Foundation
import PostgresNIO

extension PostgresStore {
    public func insertSharedList(_ list: SharedListRecord) async throws {
        _ = try await rows(
            """
            INSERT INTO sharedList (id, editKey, title, places, createdAt, updatedAt)
            VALUES (\(list.id), \(list.editKey), \(list.title), \(list.places), \(list.createdAt), \(list.updatedAt))
            """)
    }

    public func sharedList(id: String) async throws -> SharedListRecord? {
        try await rows("SELECT id, editKey, title, places, createdAt, updatedAt FROM sharedList WHERE id = \(id)").first.map { row in
            let (id, editKey, title, places, createdAt, updatedAt) = try row.decode((String, String, String, Data, Date, Date).self)
            return SharedListRecord(id: id, editKey: editKey, title: title, places: places, createdAt: createdAt, updatedAt: updatedAt)
        }
    }

    public func updateSharedList(id: String, title: String, places: Data, at date: Date) async throws -> Bool {
        try await !rows("UPDATE sharedList SET title = \(title), places = \(places), updatedAt = \(date) WHERE id = \(id) RETURNING id").isEmpty
    }

    public func deleteSharedList(id: String) async throws -> Bool {
        try await !rows("DELETE FROM sharedList WHERE id = \(id) RETURNING id").isEmpty
    }
}
