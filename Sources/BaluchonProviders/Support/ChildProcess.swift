import Foundation
import Subprocess

/// A program run as a child process, the one way Baluchon runs programs (osmium, planetsplitter, unzip,
/// Apertium, espeak-ng), on swift-subprocess: no thread waits for it, its output is collected up to a limit,
/// and a cancelled task stops it and whatever it started (SIGTERM, then SIGKILL), so an interrupted import
/// or a timed-out translation leaves nothing running. ``ResidentProcess`` keeps one running instead.
public struct ChildProcess: Sendable {
    /// What becomes of the program's standard error.
    public enum ErrorOutput: Sendable {
        /// Kept (its first ``errorTextLimit`` bytes) in ``Outcome/errorText``.
        case captured
        /// Mixed into the output, as `2>&1` does.
        case merged
        case discarded
    }

    public struct Outcome: Sendable {
        /// The exit status; 128 plus the signal's number when a signal ended the program, as shells say it.
        public var status: Int32
        public var output: Data
        public var errorText: String
    }

    public enum Failure: LocalizedError, Equatable, CustomStringConvertible {
        case couldNotStart(program: String, reason: String)
        /// The program wrote more than the run's output limit: it is stopped rather than let fill memory.
        case outputTooLarge(program: String, limit: Int)

        public var description: String {
            switch self {
            case .couldNotStart(let program, let reason): "\(program) could not start: \(reason)"
            case .outputTooLarge(let program, let limit): "\(program) wrote more than \(limit) bytes"
            }
        }

        public var errorDescription: String? { description }
    }

    /// Output kept at most unless a run says otherwise: more than any program we run writes on purpose.
    public static let defaultOutputLimit = 1 << 30
    /// Bytes of standard error kept; the rest is read and dropped, so the program never blocks on it.
    public static let errorTextLimit = 64 << 10
    /// How a program is stopped: SIGTERM to it and what it started, and SIGKILL if it has not ended 2 s later.
    static let teardown: [TeardownStep] = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: .seconds(2))]

    public var executable: URL
    public var arguments: [String]
    /// Variables set on top of the inherited environment.
    public var environment: [String: String]
    public var errors: ErrorOutput
    public var outputLimit: Int

    public init(
        _ executable: URL, arguments: [String] = [], environment: [String: String] = [:], errors: ErrorOutput = .captured,
        outputLimit: Int = defaultOutputLimit
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.errors = errors
        self.outputLimit = outputLimit
    }

    /// Runs the program to its end, writing `input` to its standard input (none: it reads an immediate end
    /// of file), and handing each line of output to `onLine` as it comes. Throws `CancellationError` when
    /// the task was cancelled, once the program has been stopped.
    public func run(input: Data? = nil, onLine: (@Sendable (Substring) -> Void)? = nil) async throws -> Outcome {
        _ = Self.ignoreBrokenPipes
        let reader = OutputReader(program: name, limit: outputLimit, onLine: onLine)
        let outcome: Outcome
        do {
            switch errors {
            case .captured:
                let result = try await Subprocess.run(configuration, input: .inputWriter, output: .sequence, error: .sequence) { execution in
                    async let errorText = Self.firstBytes(of: execution.standardError)
                    let output = try await Self.exchange(input, execution, reader)
                    return (output, try await errorText)
                }
                outcome = Outcome(
                    status: Self.status(result.terminationStatus), output: result.closureResult.0,
                    errorText: String(decoding: result.closureResult.1, as: UTF8.self))
            case .merged:
                let result = try await Subprocess.run(configuration, input: .inputWriter, output: .sequence, error: .combinedWithOutput) {
                    execution in try await Self.exchange(input, execution, reader)
                }
                outcome = Outcome(status: Self.status(result.terminationStatus), output: result.closureResult, errorText: "")
            case .discarded:
                let result = try await Subprocess.run(configuration, input: .inputWriter, output: .sequence, error: .discarded) { execution in
                    try await Self.exchange(input, execution, reader)
                }
                outcome = Outcome(status: Self.status(result.terminationStatus), output: result.closureResult, errorText: "")
            }
        } catch let error as SubprocessError {
            throw Failure.couldNotStart(program: name, reason: error.description)
        }
        try Task.checkCancellation()
        return outcome
    }

    /// The program's file name, for messages.
    var name: String { executable.lastPathComponent }

    /// The run's settings: the program alone in a new session, so that stopping it reaches the programs it started.
    var configuration: Subprocess.Configuration {
        var options = PlatformOptions()
        options.createSession = true
        options.teardownSequence = Self.teardown
        var updates: [Environment.Key: String?] = [:]
        for (key, value) in environment { updates[Environment.Key(stringLiteral: key)] = value }
        return Subprocess.Configuration(
            executable: .path(.init(executable.path)), arguments: Arguments(arguments), environment: .inherit.updating(updates),
            platformOptions: options)
    }

    /// A program that has ended ignores what is still written to it: without this, the write's SIGPIPE would end us too.
    static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Writes `input` while the output is read, so that neither side can fill its pipe and wait on the other.
    /// Output past the limit stops the program first: the writing and reading still under way end with it.
    private static func exchange<Errors: OutputProtocol>(
        _ input: Data?, _ execution: Execution<CustomWriteInput, SequenceOutput, Errors>, _ reader: OutputReader
    ) async throws -> Data {
        let writer = execution.standardInputWriter
        async let written: Void = {
            // A program that exits without reading all of it is its own affair: its status says how it went.
            if let input { _ = try? await writer.write(Array(input)) }
            try? await writer.finish()
        }()
        var reader = reader
        do {
            for try await buffer in execution.standardOutput { try buffer.withUnsafeBytes { bytes in try reader.append(bytes) } }
        } catch {
            await execution.teardown(using: teardown)
            throw error
        }
        await written
        return reader.collected
    }

    /// The first ``errorTextLimit`` bytes of standard error, the rest read to its end and dropped.
    private static func firstBytes(of errors: SubprocessOutputSequence) async throws -> [UInt8] {
        var kept: [UInt8] = []
        for try await buffer in errors where kept.count < errorTextLimit {
            buffer.withUnsafeBytes { kept.append(contentsOf: $0.prefix(errorTextLimit - kept.count)) }
        }
        return kept
    }

    static func status(_ termination: TerminationStatus) -> Int32 {
        switch termination {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
    }
}

/// Collects a program's output under its limit, and cuts it into lines for whoever follows it.
private struct OutputReader: Sendable {
    let program: String
    let limit: Int
    let onLine: (@Sendable (Substring) -> Void)?
    private(set) var collected = Data()
    private var pending = Data()

    init(program: String, limit: Int, onLine: (@Sendable (Substring) -> Void)?) {
        self.program = program
        self.limit = limit
        self.onLine = onLine
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) throws(ChildProcess.Failure) {
        guard collected.count + bytes.count <= limit else { throw .outputTooLarge(program: program, limit: limit) }
        collected.append(contentsOf: bytes)
        guard let onLine else { return }
        pending.append(contentsOf: bytes)
        while let newline = pending.firstIndex(of: 10) {
            onLine(Substring(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
            pending.removeSubrange(pending.startIndex...newline)
        }
    }
}
