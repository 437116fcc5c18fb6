import Foundation

/// Debian's `osmium` (osmium-tool), run as a separate program on a dispatch thread so that waiting for
/// it never holds one of Swift's task threads.
public struct Osmium: Sendable {
    /// Why osmium could not do its work.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
    }

    public let executable: URL

    /// The `osmium` on the PATH (or in /usr/bin), nil when it is not installed.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Osmium? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        for folder in folders {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("osmium")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return Osmium(executable: candidate) }
        }
        return nil
    }

    public init(executable: URL) {
        self.executable = executable
    }

    /// Runs `osmium arguments…` to its end; a non-zero exit is a failure carrying osmium's last words.
    public func run(_ arguments: [String]) async throws -> Data {
        let executable = executable
        return try await offTaskThreads { try Self.runBlocking(executable, arguments) }
    }

    private static func runBlocking(_ executable: URL, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "osmium could not start (\(error.localizedDescription))")
        }
        // Both pipes are drained at once so a chatty osmium cannot block on a full one.
        let errorData = ErrorBuffer()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.set(errors.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        guard process.terminationStatus == 0 else {
            let detail = String(decoding: errorData.get().suffix(400), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "osmium \(arguments.first ?? "") exited with status \(process.terminationStatus): \(detail)")
        }
        return data
    }

    private final class ErrorBuffer: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data } }
    }
}
