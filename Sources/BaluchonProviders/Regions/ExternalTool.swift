import BaluchonCore
import Foundation
import Synchronization

/// Runs an installed program (osmium, planetsplitter) as a separate process: its output is collected,
/// handed line by line to `onLine` when asked, and the process is terminated if the task is cancelled,
/// so an interrupted import leaves no program running.
public struct ExternalTool: Sendable {
    public struct Outcome: Sendable {
        public var status: Int32
        public var output: Data
        public var errorText: String
    }

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

    /// Runs the program to its end. With `mergeErrors`, standard error goes to the same lines as the output.
    public func run(_ arguments: [String], mergeErrors: Bool = false, onLine: (@Sendable (Substring) -> Void)? = nil) async throws -> Outcome {
        guard let executable = location() else { throw RegionError.toolMissing(tool: name, package: package) }
        try Task.checkCancellation()
        let running = RunningProcess()
        let outcome = try await withTaskCancellationHandler {
            // Waiting happens on a dispatch thread, never on one of Swift's few task threads.
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Outcome, any Error>) in
                DispatchQueue.global(qos: .userInitiated).async {
                    do {
                        continuation.resume(
                            returning: try Self.runBlocking(executable, arguments, mergeErrors: mergeErrors, onLine: onLine, running: running))
                    } catch {
                        continuation.resume(throwing: error)
                    }
                }
            }
        } onCancel: {
            running.terminate()
        }
        try Task.checkCancellation()
        return outcome
    }

    private static func runBlocking(
        _ executable: URL, _ arguments: [String], mergeErrors: Bool, onLine: (@Sendable (Substring) -> Void)?, running: RunningProcess
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = mergeErrors ? output : errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        running.started(process.processIdentifier)
        let errorText = ErrorText()
        let errorsRead = DispatchGroup()
        if !mergeErrors {
            let reader = errors.fileHandleForReading
            errorsRead.enter()
            DispatchQueue.global(qos: .userInitiated).async {
                errorText.set(reader.readDataToEndOfFile())
                errorsRead.leave()
            }
        }
        var collected = Data()
        var pending = Data()
        let reader = output.fileHandleForReading
        while case let chunk = reader.availableData, !chunk.isEmpty {
            collected.append(chunk)
            guard let onLine else { continue }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 10) {
                onLine(Substring(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        process.waitUntilExit()
        errorsRead.wait()
        return Outcome(status: process.terminationStatus, output: collected, errorText: String(decoding: errorText.get(), as: UTF8.self))
    }
}

/// The child process of a run, so a cancellation arriving at any moment stops it.
final class RunningProcess: Sendable {
    private let state = Mutex<(pid: pid_t, cancelled: Bool)>((0, false))

    func started(_ pid: pid_t) {
        let cancelled = state.withLock { state in
            state.pid = pid
            return state.cancelled
        }
        if cancelled { kill(pid, SIGTERM) }
    }

    func terminate() {
        let pid = state.withLock { state in
            state.cancelled = true
            return state.pid
        }
        if pid > 0 { kill(pid, SIGTERM) }
    }
}

/// Standard error, read on its own thread.
final class ErrorText: Sendable {
    private let data = Mutex(Data())

    func set(_ value: Data) { data.withLock { $0 = value } }
    func get() -> Data { data.withLock { $0 } }
}
