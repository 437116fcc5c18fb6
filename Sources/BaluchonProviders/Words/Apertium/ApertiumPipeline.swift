import Foundation

/// One Apertium direction kept running between requests: the mode's programs in NUL-flush mode
/// under one shell, so a sentence costs milliseconds instead of the half second that loading the
/// dictionaries takes. Requests are written in order and answers, each ended by a NUL byte, come
/// back in the same order. A cancelled request (timeout) stops the process, since its answer would
/// otherwise go to the next caller; the next request starts a fresh one.
actor ApertiumPipeline {
    enum Failure: Error, Equatable {
        case couldNotStart(String)
        case stopped
    }

    /// The shell pipeline, as `apertium-wblank-mode -z` writes it.
    let command: String
    private var process: Process?
    private var input: FileHandle?
    private var waiting: [CheckedContinuation<String, any Error>] = []
    private var generation = 0

    init(command: String) {
        self.command = command
    }

    /// Translates one escaped stream text and returns the escaped output.
    func translate(_ stream: String) async throws -> String {
        let current = generation
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let input: FileHandle
                do {
                    input = try running()
                } catch {
                    continuation.resume(throwing: Failure.couldNotStart(String(describing: error)))
                    return
                }
                waiting.append(continuation)
                do {
                    try input.write(contentsOf: Data((stream + "\0").utf8))
                } catch {
                    stop(generation: generation, failing: Failure.stopped)
                }
            }
        } onCancel: {
            Task { await self.stop(generation: current, failing: Failure.stopped) }
        }
    }

    /// Whether the process is up.
    var isRunning: Bool { process?.isRunning == true }

    /// Stops the process and fails whatever waits.
    func shutdown() {
        stop(generation: generation, failing: Failure.stopped)
    }

    private func running() throws -> FileHandle {
        if let input, process?.isRunning == true { return input }
        // A pipeline that died would otherwise kill us with SIGPIPE on the next write.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // `$1` is the generator's option (-n: no marks on unknown words), `$2` the tagger's (none).
        process.arguments = ["-c", command, "apertium", "-n", ""]
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        self.input = stdin.fileHandleForWriting
        let generation = self.generation
        let messages = Self.readMessages(from: stdout.fileHandleForReading)
        Task { [weak self] in
            for await message in messages {
                await self?.deliver(message, generation: generation)
            }
            await self?.stop(generation: generation, failing: Failure.stopped)
        }
        return stdin.fileHandleForWriting
    }

    private func deliver(_ message: String, generation: Int) {
        guard generation == self.generation, !waiting.isEmpty else { return }
        waiting.removeFirst().resume(returning: message)
    }

    private func stop(generation: Int, failing failure: Failure) {
        guard generation == self.generation else { return }
        self.generation += 1
        try? input?.close()
        if let process, process.isRunning { process.terminate() }
        process = nil
        input = nil
        let failed = waiting
        waiting = []
        for continuation in failed { continuation.resume(throwing: failure) }
    }

    /// NUL-ended messages read on a thread of their own (the read blocks), in order; ends at EOF.
    private static func readMessages(from handle: FileHandle) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        Thread.detachNewThread {
            var buffer = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let end = buffer.firstIndex(of: 0) {
                    continuation.yield(String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self))
                    buffer = Data(buffer[buffer.index(after: end)...])
                }
            }
            try? handle.close()
            continuation.finish()
        }
        return stream
    }
}
