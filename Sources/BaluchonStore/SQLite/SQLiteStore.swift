import Foundation
import GRDB

/// The embedded store, the default: one SQLite file through GRDB, in WAL mode, with migrations.
/// Every method is safe to call from any task.
public struct SQLiteStore: Store {
    let writer: any DatabaseWriter
    /// The store's own clock, which times upstream turns and holds; tests set one they move on instead of waiting.
    var now: @Sendable () -> Date = { Date() }

    /// Opens (creating if needed) `baluchon.sqlite` in `directory` and migrates it.
    public static func open(directory: URL) throws -> SQLiteStore {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        let pool = try DatabasePool(
            path: directory.appendingPathComponent("baluchon.sqlite").path,
            configuration: configuration
        )
        return try SQLiteStore(writer: pool)
    }

    /// A private in-memory database, for tests and throw-away runs.
    public static func inMemory() throws -> SQLiteStore {
        try SQLiteStore(writer: DatabaseQueue())
    }

    init(writer: any DatabaseWriter) throws {
        self.writer = writer
        try Self.migrator.migrate(writer)
    }

    /// The schema's history: append migrations, never edit a published one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: cache and provider usage") { db in
            try db.create(table: "cache") { table in
                table.primaryKey("key", .text)
                table.column("value", .blob).notNull()
                table.column("source", .text).notNull()
                table.column("fetchedAt", .datetime).notNull()
                table.column("expiresAt", .datetime).notNull().indexed()
            }
            try db.create(table: "providerUsage") { table in
                table.column("provider", .text).notNull()
                table.column("day", .text).notNull()
                table.column("calls", .integer).notNull().defaults(to: 0)
                table.primaryKey(["provider", "day"])
            }
            try db.create(table: "providerStatus") { table in
                table.primaryKey("provider", .text)
                table.column("lastSuccess", .datetime)
                table.column("lastErrorAt", .datetime)
                table.column("lastErrorMessage", .text)
            }
        }
        migrator.registerMigration("v2 sharing: shared lists", migrate: SharedListRecord.createTable)
        migrator.registerMigration("v3: game rooms", migrate: SQLiteStore.createRoomsTable)
        migrator.registerMigration("v4: game room events, one row each", migrate: SQLiteStore.moveRoomEvents)
        migrator.registerMigration("v5: room rolls list their repetitions", migrate: SQLiteStore.listRoomRolls)
        migrator.registerMigration("v6: upstream turns and holds", migrate: SQLiteStore.createUpstreamTables)
        migrator.registerMigration("v7: shared lists remember their last read", migrate: SharedListRecord.addLastRead)
        migrator.registerMigration("v8: provider usage counts characters") { db in
            try db.alter(table: "providerUsage") { $0.add(column: "characters", .integer).notNull().defaults(to: 0) }
        }
        return migrator
    }
}
