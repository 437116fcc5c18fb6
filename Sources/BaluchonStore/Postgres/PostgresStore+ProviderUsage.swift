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

    public func providerRecord(provider: String, day: String) async throws -> ProviderRecord {
        let row = try await rows(
            """
            SELECT (SELECT calls FROM providerUsage WHERE provider = \(provider) AND day = \(day)),
                status.lastSuccess, status.lastErrorAt, status.lastErrorMessage
            FROM (SELECT 1) AS one LEFT JOIN providerStatus AS status ON status.provider = \(provider)
            """
        ).first
        let (calls, lastSuccess, lastErrorAt, lastErrorMessage) = try row?.decode((Int?, Date?, Date?, String?).self) ?? (nil, nil, nil, nil)
        return ProviderRecord(
            provider: provider, callsToday: calls ?? 0, lastSuccess: lastSuccess, lastErrorAt: lastErrorAt, lastErrorMessage: lastErrorMessage)
    }
}
