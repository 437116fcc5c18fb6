import Foundation
import Logging
import Testing

@testable import BaluchonStore

/// The store implementations every store test runs on. PostgreSQL runs when
/// `BALUCHON_TEST_DATABASE_URL` names a server (scripts/pg-test-server.sh starts a throw-away one),
/// each test in a schema of its own; otherwise its cases are reported as skipped.
enum StoreBackend: String, CaseIterable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { self == .sqlite ? "SQLite" : "PostgreSQL" }

    /// A new, empty place for a store of this kind.
    func makePlace() throws -> StorePlace {
        switch self {
        case .sqlite:
            return StorePlace(backend: self, name: FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)").path)
        case .postgres:
            guard ProcessInfo.processInfo.environment["BALUCHON_TEST_DATABASE_URL"] != nil else {
                try Test.cancel("PostgreSQL: set BALUCHON_TEST_DATABASE_URL to run (scripts/pg-test-server.sh starts a server)")
            }
            return StorePlace(backend: self, name: "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""))
        }
    }

    /// A fresh, empty store of this kind (SQLite in memory).
    func makeStore() async throws -> any Store {
        self == .sqlite ? try SQLiteStore.inMemory() : try await makePlace().open()
    }
}

/// Where one test's store lives: a directory for SQLite, a schema for PostgreSQL; opening it again
/// finds what was saved.
struct StorePlace {
    let backend: StoreBackend
    let name: String

    func open() async throws -> any Store {
        switch backend {
        case .sqlite:
            return try SQLiteStore.open(directory: URL(fileURLWithPath: name))
        case .postgres:
            let url = try #require(ProcessInfo.processInfo.environment["BALUCHON_TEST_DATABASE_URL"])
            // A patient store: the whole suite runs in parallel on a busy machine, and a slow answer is not a lost server.
            return try await PostgresStore.open(try PostgresLocation(url: url), schema: name, patience: .seconds(60), logger: Logger(label: "test"))
        }
    }

    func remove() {
        if backend == .sqlite { try? FileManager.default.removeItem(atPath: name) }
    }
}

@Suite("PostgreSQL store")
struct PostgresStoreTests {
    static let url = ProcessInfo.processInfo.environment["BALUCHON_TEST_DATABASE_URL"]

    @Test(
        "Opening notes every migration once in schema_migrations, under SQLite's names",
        .enabled(if: url != nil, "set BALUCHON_TEST_DATABASE_URL to run the PostgreSQL cases (scripts/pg-test-server.sh starts a server)"))
    func schemaMigrations() async throws {
        let place = try StoreBackend.postgres.makePlace()
        _ = try await place.open()
        let store = try #require(try await place.open() as? PostgresStore)
        let versions = try await store.rows("SELECT version FROM schema_migrations ORDER BY appliedAt, version").map { try $0.decode(String.self) }
        #expect(versions.sorted() == PostgresMigrations.history.map(\.version).sorted())
    }

    @Test("A wrong password fails at opening with the server's reason, never the password", .enabled(if: url != nil))
    func wrongPassword() async throws {
        var location = try PostgresLocation(url: try #require(Self.url))
        location.password = "not-the-password"
        do {
            _ = try await PostgresStore.open(location, logger: Logger(label: "test"))
            Issue.record("opened with a wrong password")
        } catch {
            #expect(error.reason.contains("password authentication failed"))
            #expect(!error.message.text(in: .en).contains("not-the-password") && error.message.text(in: .en).contains("postgres://baluchon:***@"))
        }
    }
}
