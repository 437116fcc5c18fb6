import Foundation
import Subprocess

/// A program kept running between requests (the resident Apertium pipelines): what is written goes to its
/// standard input in order, and its standard output comes back as it is written. Stopping it closes its
/// input and stops it and what it started, as a cancelled ``ChildProcess`` run does.
final class ResidentProcess: Sendable {
    /// The program's output, piece by piece; finishes when the program ends, throwing when it could not start.
    let output: AsyncThrowingStream<[UInt8], any Error>
    private let input: AsyncStream<[UInt8]>.Continuation
    private let running: Task<Void, Never>

    /// Starts `program` (its output limit does not apply: the output is handed over, not kept).
    init(_ program: ChildProcess) {
        _ = ChildProcess.ignoreBrokenPipes
        let (requests, input) = AsyncStream<[UInt8]>.makeStream()
        let (output, sink) = AsyncThrowingStream<[UInt8], any Error>.makeStream()
        let configuration = program.configuration
        let name = program.name
        running = Task {
            do {
                _ = try await Subprocess.run(configuration, input: .inputWriter, output: .sequence, error: .discarded) { execution in
                    let writer = execution.standardInputWriter
                    async let written: Void = {
                        // A write to a program that has just ended fails; its output's end says so to the reader.
                        for await bytes in requests { _ = try? await writer.write(bytes) }
                        try? await writer.finish()
                    }()
                    for try await buffer in execution.standardOutput { sink.yield(buffer.withUnsafeBytes { Array($0) }) }
                    input.finish()
                    await written
                }
                sink.finish()
            } catch let error as SubprocessError {
                sink.finish(throwing: ChildProcess.Failure.couldNotStart(program: name, reason: error.description))
            } catch {
                sink.finish(throwing: error)
            }
        }
        self.output = output
        self.input = input
    }

    /// Queues `bytes` for the program's standard input.
    func write(_ bytes: [UInt8]) {
        input.yield(bytes)
    }

    /// Closes the program's input and stops it; ``output`` then finishes.
    func stop() {
        input.finish()
        running.cancel()
    }
}
