import Logging
import PostgresNIO

/// The PostgreSQL schema's history, version by version with the names of ``SQLiteStore``'s, applied
/// at start in one transaction and noted in `schema_migrations`. Append migrations, never edit a
/// published one. Unquoted names fold to lower case, so the SQL reads like SQLite's.
enum PostgresMigrations {
    static let history: [(version: String, statements: [String])] = [
        (
            "v1: cache and provider usage",
            [
                """
                CREATE TABLE cache (key TEXT PRIMARY KEY, value BYTEA NOT NULL, source TEXT NOT NULL,
                    fetchedAt TIMESTAMPTZ NOT NULL, expiresAt TIMESTAMPTZ NOT NULL)
                """,
                "CREATE INDEX cache_on_expiresAt ON cache (expiresAt)",
                "CREATE TABLE providerUsage (provider TEXT NOT NULL, day TEXT NOT NULL, calls BIGINT NOT NULL DEFAULT 0, PRIMARY KEY (provider, day))",
                "CREATE TABLE providerStatus (provider TEXT PRIMARY KEY, lastSuccess TIMESTAMPTZ, lastErrorAt TIMESTAMPTZ, lastErrorMessage TEXT)",
            ]
        ),
        (
            "v2 sharing: shared lists",
            [
                """
                CREATE TABLE sharedList (id TEXT PRIMARY KEY, editKey TEXT NOT NULL, title TEXT NOT NULL, places BYTEA NOT NULL,
                    createdAt TIMESTAMPTZ NOT NULL, updatedAt TIMESTAMPTZ NOT NULL)
                """
            ]
        ),
        (
            "v3: game rooms",
            [
                "CREATE TABLE gameRoom (code TEXT PRIMARY KEY, state BYTEA NOT NULL, version BIGINT NOT NULL, lastActivity TIMESTAMPTZ NOT NULL)",
                "CREATE INDEX gameRoom_on_lastActivity ON gameRoom (lastActivity)",
            ]
        ),
        (
            "v4: game room events, one row each",
            [
                """
                CREATE TABLE gameRoomEvent (code TEXT NOT NULL REFERENCES gameRoom ON DELETE CASCADE, sequence BIGINT NOT NULL,
                    event BYTEA NOT NULL, PRIMARY KEY (code, sequence))
                """,
                """
                INSERT INTO gameRoomEvent (code, sequence, event)
                SELECT gameRoom.code, (saved.value ->> 'sequence')::BIGINT, convert_to(saved.value::TEXT, 'UTF8')
                FROM gameRoom, jsonb_array_elements(convert_from(gameRoom.state, 'UTF8')::JSONB -> 'events') AS saved
                """,
                "UPDATE gameRoom SET state = convert_to((convert_from(state, 'UTF8')::JSONB - 'events')::TEXT, 'UTF8')",
            ]
        ),
        (
            "v5: room rolls list their repetitions",
            [
                """
                UPDATE gameRoomEvent
                SET event = convert_to(((convert_from(event, 'UTF8')::JSONB - 'roll')
                    || jsonb_build_object('rolls', jsonb_build_array(convert_from(event, 'UTF8')::JSONB -> 'roll')))::TEXT, 'UTF8')
                WHERE jsonb_typeof(convert_from(event, 'UTF8')::JSONB -> 'roll') = 'object'
                """
            ]
        ),
        (
            "v6: upstream turns and holds",
            [
                "CREATE TABLE upstreamTurn (upstream TEXT PRIMARY KEY, nextAt TIMESTAMPTZ NOT NULL)",
                "CREATE TABLE upstreamHold (upstream TEXT PRIMARY KEY, holder TEXT NOT NULL, until TIMESTAMPTZ NOT NULL)",
            ]
        ),
        (
            "v7: shared lists remember their last read",
            [
                "ALTER TABLE sharedList ADD COLUMN lastReadAt TIMESTAMPTZ",
                "UPDATE sharedList SET lastReadAt = updatedAt",
                "ALTER TABLE sharedList ALTER COLUMN lastReadAt SET NOT NULL",
                "CREATE INDEX sharedList_on_lastReadAt ON sharedList (lastReadAt)",
            ]
        ),
        (
            "v8: provider usage counts characters",
            ["ALTER TABLE providerUsage ADD COLUMN characters BIGINT NOT NULL DEFAULT 0"]
        ),
    ]

    /// Any number, the same for every instance: instances starting together migrate one after the other.
    static let lock: Int64 = 0x6261_6c75_6368_6f6e

    /// Brings the database (in `schema`, created if needed, when one is given) up to the last version.
    static func apply(on connection: PostgresConnection, schema: String?, logger: Logger) async throws {
        try await connection.withTransaction(logger: logger) { connection in
            if let schema {
                try await connection.query(PostgresQuery(unsafeSQL: "CREATE SCHEMA IF NOT EXISTS \"\(schema)\""), logger: logger)
            }
            try await connection.query("SELECT pg_advisory_xact_lock(\(lock))", logger: logger)
            try await connection.query(
                "CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, appliedAt TIMESTAMPTZ NOT NULL DEFAULT now())",
                logger: logger)
            let rows = try await connection.query("SELECT version FROM schema_migrations", logger: logger).collect()
            let applied = Set(try rows.map { try $0.decode(String.self) })
            for (version, statements) in history where !applied.contains(version) {
                for statement in statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query("INSERT INTO schema_migrations (version) VALUES (\(version))", logger: logger)
            }
        }
    }
}
