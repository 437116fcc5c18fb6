import Foundation
import PostgresNIO

extension PostgresStore {
    public func cacheEntry(forKey key: String) async throws -> CacheEntry? {
        try await rows("SELECT key, value, source, fetchedAt, expiresAt FROM cache WHERE key = \(key)").first.map { row in
            let (key, value, source, fetchedAt, expiresAt) = try row.decode((String, Data, String, Date, Date).self)
            return CacheEntry(key: key, value: value, source: source, fetchedAt: fetchedAt, expiresAt: expiresAt)
        }
    }

    public func saveCacheEntry(_ entry: CacheEntry) async throws {
        _ = try await rows(
            """
            INSERT INTO cache (key, value, source, fetchedAt, expiresAt) VALUES (\(entry.key), \(entry.value), \(entry.source), \(entry.fetchedAt), \(entry.expiresAt))
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, source = excluded.source,
                fetchedAt = excluded.fetchedAt, expiresAt = excluded.expiresAt
            """)
    }

    @discardableResult
    public func purgeCache(expiredBefore date: Date) async throws -> Int {
        try await count("WITH gone AS (DELETE FROM cache WHERE expiresAt < \(date) RETURNING 1) SELECT count(*) FROM gone")
    }

    /// The one number a query answers.
    func count(_ query: PostgresQuery) async throws -> Int {
        try await rows(query).first?.decode(Int.self) ?? 0
    }
}
