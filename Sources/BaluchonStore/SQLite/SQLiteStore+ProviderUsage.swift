import Foundation
import GRDB

extension SQLiteStore {
    /// Counts one upstream call of `provider` on `day` (a `yyyy-MM-dd` UTC day); returns the day's total.
    @discardableResult
    public func recordCall(provider: String, day: String) async throws -> Int {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO providerUsage (provider, day, calls) VALUES (?, ?, 1)
                    ON CONFLICT(provider, day) DO UPDATE SET calls = calls + 1
                    """,
                arguments: [provider, day]
            )
            return try Int.fetchOne(
                db, sql: "SELECT calls FROM providerUsage WHERE provider = ? AND day = ?", arguments: [provider, day]) ?? 0
        }
    }

    /// Notes a success of `provider` at `date`.
    public func recordSuccess(provider: String, at date: Date) async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO providerStatus (provider, lastSuccess) VALUES (?, ?)
                    ON CONFLICT(provider) DO UPDATE SET lastSuccess = excluded.lastSuccess
                    """,
                arguments: [provider, date]
            )
        }
    }

    /// Notes a failure of `provider`; `message` must already be free of secrets.
    public func recordFailure(provider: String, at date: Date, message: String) async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO providerStatus (provider, lastErrorAt, lastErrorMessage) VALUES (?, ?, ?)
                    ON CONFLICT(provider) DO UPDATE SET lastErrorAt = excluded.lastErrorAt,
                        lastErrorMessage = excluded.lastErrorMessage
                    """,
                arguments: [provider, date, message]
            )
        }
    }

    public func spendCharacters(provider: String, day: String, count: Int, budget: Int) async throws -> Bool {
        try await writer.write { db in
            let spent =
                try Int.fetchOne(
                    db, sql: "SELECT characters FROM providerUsage WHERE provider = ? AND day = ?", arguments: [provider, day]) ?? 0
            guard spent + count <= budget else { return false }
            try db.execute(
                sql: """
                    INSERT INTO providerUsage (provider, day, characters) VALUES (?, ?, ?)
                    ON CONFLICT(provider, day) DO UPDATE SET characters = characters + excluded.characters
                    """,
                arguments: [provider, day, count])
            return true
        }
    }

    /// Usage and status of `provider` for `day`.
    public func providerRecord(provider: String, day: String) async throws -> ProviderRecord {
        try await writer.read { db in
            let usage = try Row.fetchOne(
                db, sql: "SELECT calls, characters FROM providerUsage WHERE provider = ? AND day = ?", arguments: [provider, day])
            let row = try Row.fetchOne(db, sql: "SELECT * FROM providerStatus WHERE provider = ?", arguments: [provider])
            return ProviderRecord(
                provider: provider,
                callsToday: usage?["calls"] ?? 0,
                charactersToday: usage?["characters"] ?? 0,
                lastSuccess: row?["lastSuccess"],
                lastErrorAt: row?["lastErrorAt"],
                lastErrorMessage: row?["lastErrorMessage"]
            )
        }
    }
}
