import BaluchonCore
import Foundation
import PostgresNIO

/// Turns and holds are timed by the database's clock, the one clock every instance shares.
extension PostgresStore {
    public func takeUpstreamTurn(_ upstream: String, interval: Duration, maximumWait: Duration) async throws -> Duration? {
        let logger = self.logger
        let (spacing, patience) = (interval.seconds, maximumWait.seconds)
        return try await perform { client in
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query(
                    "INSERT INTO upstreamTurn (upstream, nextAt) VALUES (\(upstream), 'epoch') ON CONFLICT DO NOTHING", logger: logger)
                let rows = try await connection.query(
                    """
                    SELECT greatest(extract(epoch FROM nextAt - clock_timestamp()), 0)::FLOAT8
                    FROM upstreamTurn WHERE upstream = \(upstream) FOR UPDATE
                    """, logger: logger
                ).collect()
                let wait = try rows.first?.decode(Double.self) ?? 0
                guard wait <= patience else { return nil }
                try await connection.query(
                    """
                    UPDATE upstreamTurn SET nextAt = greatest(nextAt, clock_timestamp()) + make_interval(secs => \(spacing))
                    WHERE upstream = \(upstream)
                    """, logger: logger)
                return .seconds(wait)
            }
        }
    }

    public func holdUpstream(_ upstream: String, holder: String, lease: Duration) async throws -> Bool {
        let held = try await rows(
            """
            INSERT INTO upstreamHold (upstream, holder, until) VALUES (\(upstream), \(holder), clock_timestamp() + make_interval(secs => \(lease.seconds)))
            ON CONFLICT (upstream) DO UPDATE SET holder = excluded.holder, until = excluded.until
            WHERE upstreamHold.until < clock_timestamp() OR upstreamHold.holder = excluded.holder
            RETURNING holder
            """)
        return !held.isEmpty
    }

    public func releaseUpstream(_ upstream: String, holder: String) async throws {
        _ = try await rows("DELETE FROM upstreamHold WHERE upstream = \(upstream) AND holder = \(holder)")
    }
}
