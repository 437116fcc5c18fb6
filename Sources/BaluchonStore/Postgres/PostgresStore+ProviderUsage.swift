import Foundation
import PostgresNIO

extension PostgresStore {
    @discardableResult
    public func recordCall(provider: String, day: String) async throws -> Int {
        try await count(
            """
            INSERT INTO providerUsage (provider, day, calls) VALUES (\(provider), \(day), 1)
            ON CONFLICT (provider, day) DO UPDATE SET calls = providerUsage.calls + 1 RETURNING calls
            """)
    }

    public func recordSuccess(provider: String, at date: Date) async throws {
        _ = try await rows(
            """
            INSERT INTO providerStatus (provider, lastSuccess) VALUES (\(provider), \(date))
            ON CONFLICT (provider) DO UPDATE SET lastSuccess = excluded.lastSuccess
            """)
    }

    public func recordFailure(provider: String, at date: Date, message: String) async throws {
        _ = try await rows(
            """
            INSERT INTO providerStatus (provider, lastErrorAt, lastErrorMessage) VALUES (\(provider), \(date), \(message))
            ON CONFLICT (provider) DO UPDATE SET lastErrorAt = excluded.lastErrorAt, lastErrorMessage = excluded.lastErrorMessage
            """)
    }

    public func spendCharacters(provider: String, day: String, count: Int, budget: Int) async throws -> Bool {
        // Counted only when it still fits, in one statement: two instances cannot both take the last characters.
        try await !rows(
            """
            INSERT INTO providerUsage (provider, day, calls, characters) SELECT \(provider), \(day), 0, \(count) WHERE \(count) <= \(budget)
            ON CONFLICT (provider, day) DO UPDATE SET characters = providerUsage.characters + excluded.characters
            WHERE providerUsage.characters + excluded.characters <= \(budget) RETURNING characters
            """
        ).isEmpty
    }

    public func providerRecord(provider: String, day: String) async throws -> ProviderRecord {
        let row = try await rows(
            """
            SELECT usage.calls, usage.characters, status.lastSuccess, status.lastErrorAt, status.lastErrorMessage
            FROM (SELECT 1) AS one
            LEFT JOIN providerUsage AS usage ON usage.provider = \(provider) AND usage.day = \(day)
            LEFT JOIN providerStatus AS status ON status.provider = \(provider)
            """
        ).first
        let (calls, characters, lastSuccess, lastErrorAt, lastErrorMessage) =
            try row?.decode((Int?, Int?, Date?, Date?, String?).self) ?? (nil, nil, nil, nil, nil)
        return ProviderRecord(
            provider: provider, callsToday: calls ?? 0, charactersToday: characters ?? 0, lastSuccess: lastSuccess, lastErrorAt: lastErrorAt,
            lastErrorMessage: lastErrorMessage)
    }
}
