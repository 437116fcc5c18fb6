import BaluchonCore
import Foundation
import GRDB

extension SQLiteStore {
    public func takeUpstreamTurn(_ upstream: String, interval: Duration, maximumWait: Duration) async throws -> Duration? {
        try await writer.write { db in
            let now = self.now()
            let next = try Date.fetchOne(db, sql: "SELECT nextAt FROM upstreamTurn WHERE upstream = ?", arguments: [upstream])
            let turn = max(now, next ?? now)
            let wait = turn.timeIntervalSince(now)
            guard wait <= maximumWait.seconds else { return nil }
            try db.execute(
                sql: "INSERT INTO upstreamTurn (upstream, nextAt) VALUES (?, ?) ON CONFLICT(upstream) DO UPDATE SET nextAt = excluded.nextAt",
                arguments: [upstream, turn.addingTimeInterval(interval.seconds)])
            return .seconds(wait)
        }
    }

    public func holdUpstream(_ upstream: String, holder: String, lease: Duration) async throws -> Bool {
        try await writer.write { db in
            let now = self.now()
            try db.execute(
                sql: """
                    INSERT INTO upstreamHold (upstream, holder, until) VALUES (?, ?, ?)
                    ON CONFLICT(upstream) DO UPDATE SET holder = excluded.holder, until = excluded.until
                    WHERE upstreamHold.until < ? OR upstreamHold.holder = excluded.holder
                    """,
                arguments: [upstream, holder, now.addingTimeInterval(lease.seconds), now])
            return db.changesCount > 0
        }
    }

    public func releaseUpstream(_ upstream: String, holder: String) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM upstreamHold WHERE upstream = ? AND holder = ?", arguments: [upstream, holder])
        }
    }

    static func createUpstreamTables(_ db: Database) throws {
        try db.create(table: "upstreamTurn") { table in
            table.primaryKey("upstream", .text)
            table.column("nextAt", .datetime).notNull()
        }
        try db.create(table: "upstreamHold") { table in
            table.primaryKey("upstream", .text)
            table.column("holder", .text).notNull()
            table.column("until", .datetime).notNull()
        }
    }
}
