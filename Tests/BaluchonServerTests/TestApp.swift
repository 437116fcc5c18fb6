import BaluchonStore
import BaluchonToolkit
import Configuration
import Foundation
import Hummingbird
import Logging

@testable import BaluchonServer

/// A toolkit over an in-memory store and a throw-away web folder, configured like a real start.
struct TestApp {
    let toolkit: Toolkit
    let publicDirectory: URL

    /// `store`: an in-memory SQLite one unless given (a PostgreSQL one shared by two apps: two instances).
    init(environment: [String: String] = [:], store: (any Store)? = nil) async throws {
        publicDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("public-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: publicDirectory.appendingPathComponent("js"), withIntermediateDirectories: true)
        try Data("<!doctype html><title>Baluchon</title>".utf8).write(to: publicDirectory.appendingPathComponent("index.html"))
        try Data("export const x = 1;".utf8).write(to: publicDirectory.appendingPathComponent("js/app.js"))
        try Data(#"{"name":"Baluchon"}"#.utf8).write(to: publicDirectory.appendingPathComponent("manifest.webmanifest"))
        var environment = environment
        environment["BALUCHON_PUBLIC_DIR"] = publicDirectory.path
        let settings = try Settings(reader: try await Settings.reader(environment: environment))
        toolkit = try Toolkit(settings: settings, logger: .silent, store: try store ?? SQLiteStore.inMemory())
    }

    /// The heavy-work queue the test apps share. Swift Testing runs many tests at once in one process, so
    /// the server's own queue (four may wait) would turn a test's upload away as `server_busy` whenever
    /// other tests' imports happen to be waiting; here every one waits its turn, still one at a time.
    static let heavyWork = HeavyWork(waiting: 1_000)

    /// The application without the background services: no refresh reaching the network, no warm-up;
    /// each test asks for what it needs.
    var application: some ApplicationProtocol {
        buildApplication(toolkit: toolkit, logger: .silent, services: [], limits: ClientLimits(), heavyWork: Self.heavyWork)
    }

    /// The application with per-client limits whose clock stands still: a budget spent in a test never
    /// refills, however slow the machine, so its bounds can be checked exactly.
    var applicationWithStillLimits: some ApplicationProtocol {
        let started = ContinuousClock.now
        return buildApplication(toolkit: toolkit, logger: .silent, services: [], limits: ClientLimits(now: { started }), heavyWork: Self.heavyWork)
    }

    /// The application with a heavy-work queue of its own (a test fills it without holding up the others').
    func application(heavyWork: HeavyWork) -> some ApplicationProtocol {
        buildApplication(toolkit: toolkit, logger: .silent, services: [], limits: ClientLimits(), heavyWork: heavyWork)
    }
}

extension Logger {
    /// A logger that keeps metadata (the request id) but prints only critical messages.
    static var silent: Logger {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return logger
    }
}
