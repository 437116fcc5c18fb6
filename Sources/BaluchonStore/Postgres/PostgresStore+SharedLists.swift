import Foundation
import PostgresNIO

extension PostgresStore {
    public func insertSharedList(_ list: SharedListRecord) async throws {
        _ = try await rows(
            """
            INSERT INTO sharedList (id, editKey, title, places, createdAt, updatedAt, lastReadAt)
            VALUES (\(list.id), \(list.editKey), \(list.title), \(list.places), \(list.createdAt), \(list.updatedAt), \(list.lastReadAt))
            """)
    }

    public func sharedList(id: String) async throws -> SharedListRecord? {
        try await rows("SELECT id, editKey, title, places, createdAt, updatedAt, lastReadAt FROM sharedList WHERE id = \(id)").first.map { row in
            let (id, editKey, title, places, createdAt, updatedAt, lastReadAt) = try row.decode((String, String, String, Data, Date, Date, Date).self)
            return SharedListRecord(
                id: id, editKey: editKey, title: title, places: places, createdAt: createdAt, updatedAt: updatedAt, lastReadAt: lastReadAt)
        }
    }

    public func updateSharedList(id: String, title: String, places: Data, at date: Date) async throws -> Bool {
        try await !rows("UPDATE sharedList SET title = \(title), places = \(places), updatedAt = \(date) WHERE id = \(id) RETURNING id").isEmpty
    }

    public func deleteSharedList(id: String) async throws -> Bool {
        try await !rows("DELETE FROM sharedList WHERE id = \(id) RETURNING id").isEmpty
    }

    public func sharedListBytes() async throws -> Int {
        try await count("SELECT COALESCE(SUM(octet_length(title) + octet_length(places)), 0)::BIGINT FROM sharedList")
    }

    public func markSharedListRead(id: String, at date: Date) async throws {
        _ = try await rows("UPDATE sharedList SET lastReadAt = \(date) WHERE id = \(id)")
    }

    @discardableResult
    public func deleteSharedLists(unreadSince date: Date) async throws -> Int {
        try await rows("DELETE FROM sharedList WHERE lastReadAt < \(date) RETURNING id").count
    }
}
