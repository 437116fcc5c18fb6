import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation

/// The real OpenStreetMap extracts of the shared test data, each imported once per test run.
enum RegionFixtures {
    static func temporaryFolder(_ label: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let shared = ImportedRegions()

    /// Runs a program and returns its standard output (for osmium's own view of the test files).
    static func output(of arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The sum of `osmium tags-count` over the given tag expressions (ways only).
    static func tagCount(_ file: URL, _ expressions: [String], types: String = "way") throws -> Int {
        try output(of: ["osmium", "tags-count", "-t", types, file.path] + expressions).split(separator: "\n")
            .compactMap { Int($0.split(separator: "\t").first ?? "") }.reduce(0, +)
    }
}

/// One library holding Monaco and Andorra, imported once per test run with every step a server runs.
actor ImportedRegions {
    private var imports: [String: Task<InstalledRegion, any Error>] = [:]
    private var folder: URL?

    func library() throws -> RegionLibrary {
        if folder == nil { folder = try RegionFixtures.temporaryFolder("regions") }
        return RegionLibrary(directory: folder!)
    }

    func region(_ name: String) async throws -> InstalledRegion {
        if let running = imports[name] { return try await running.value }
        let library = try library()
        let extract = try SharedData.extract(name)
        let task = Task { try await library.import(extract: extract, steps: RegionSteps.all) }
        imports[name] = task
        return try await task.value
    }
}

/// The import steps, as the Toolkit's RegionsService composes them.
enum RegionSteps {
    static var all: [any RegionImportStep] { [RoutingStep(), FeaturesStep()] }
}
