import Foundation
import GRDB

extension SQLiteStore {
    /// The entry stored under `key`, expired or not (an expired entry still serves when every provider fails).
    public func cacheEntry(forKey key: String) async throws -> CacheEntry? {
        try await writer.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM cache WHERE key = ?", arguments: [key]).map { row in
                CacheEntry(
                    key: row["key"],
                    value: row["value"],
                    source: row["source"],
                    fetchedAt: row["fetchedAt"],
                    expiresAt: row["expiresAt"]
                )
            }
        }
    }

    /// Stores or replaces an entry.
    public func saveCacheEntry(_ entry: CacheEntry) async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO cache (key, value, source, fetchedAt, expiresAt) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT(key) DO UPDATE SET value = excluded.value, source = excluded.source,
                        fetchedAt = excluded.fetchedAt, expiresAt = excluded.expiresAt
                    """,
                arguments: [entry.key, entry.value, entry.source, entry.fetchedAt, entry.expiresAt]
            )
        }
    }

    /// Deletes entries that expired before `date`; returns how many went.
    @discardableResult
    public func purgeCache(expiredBefore date: Date) async throws -> Int {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM cache WHERE expiresAt < ?", arguments: [date])
            return db.changesCount
        }
    }
}
