import FixtureServer
import Foundation

/// A data directory where the real Monaco extract is imported once per test run, by the toolkit and
/// with every step the server runs; suites build their own apps over it.
enum ImportedMonaco {
    private static let built = Task { () throws -> URL in
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-monaco-\(UUID().uuidString)")
        let app = try await TestApp(environment: ["BALUCHON_DATA_DIR": directory.path])
        try await app.toolkit.regions.importExtract(try SharedData.extract("monaco"))
        return directory
    }

    static func dataDirectory() async throws -> URL {
        try await built.value
    }
}
