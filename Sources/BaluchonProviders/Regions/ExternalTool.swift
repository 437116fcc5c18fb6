import BaluchonCore
import Foundation

/// An installed program (osmium, planetsplitter, unzip) that an import runs as a ``ChildProcess``: found on
/// PATH, with the Debian package to install named when it is missing.
public struct ExternalTool: Sendable {
    /// Program name as found on PATH, and the Debian package that provides it (for the hint).
    public var name: String
    public var package: String

    public init(name: String, package: String) {
        self.name = name
        self.package = package
    }

    public static let osmium = ExternalTool(name: "osmium", package: "osmium-tool")
    public static let planetsplitter = ExternalTool(name: "planetsplitter", package: "routino")

    /// The program's path on PATH (then /usr/bin), or nil when it is not installed.
    public func location() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Runs the program to its end; the task's cancellation stops it. With `mergeErrors`, standard error goes
    /// to the same lines as the output.
    public func run(
        _ arguments: [String], mergeErrors: Bool = false, onLine: (@Sendable (Substring) -> Void)? = nil
    ) async throws -> ChildProcess.Outcome {
        guard let executable = location() else { throw RegionError.toolMissing(tool: name, package: package) }
        try Task.checkCancellation()
        return try await ChildProcess(executable, arguments: arguments, errors: mergeErrors ? .merged : .captured).run(onLine: onLine)
    }
}
