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
    private var process: ResidentProcess?
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
                waiting.append(continuation)
                running().write(Array((stream + "\0").utf8))
            }
        } onCancel: {
            Task { await self.stop(generation: current, failing: Failure.stopped) }
        }
    }

    /// Stops the process and fails whatever waits.
    func shutdown() {
        stop(generation: generation, failing: Failure.stopped)
    }

    /// The running pipeline, started when there is none; its answers are read as they come.
    private func running() -> ResidentProcess {
        if let process { return process }
        // `$1` is the generator's option (-g: marks on the words it could not translate), `$2` the tagger's (none).
        let process = ResidentProcess(
            ApertiumProcess.program(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", command, "apertium", "-g", ""]))
        self.process = process
        let generation = self.generation
        Task { [weak self] in
            // Each answer ends with a NUL byte.
            var buffer: [UInt8] = []
            do {
                for try await chunk in process.output {
                    buffer.append(contentsOf: chunk)
                    while let end = buffer.firstIndex(of: 0) {
                        await self?.deliver(String(decoding: buffer[..<end], as: UTF8.self), generation: generation)
                        buffer.removeSubrange(...end)
                    }
                }
                await self?.stop(generation: generation, failing: Failure.stopped)
            } catch {
                await self?.stop(generation: generation, failing: Failure.couldNotStart(String(describing: error)))
            }
        }
        return process
    }

    private func deliver(_ message: String, generation: Int) {
        guard generation == self.generation, !waiting.isEmpty else { return }
        waiting.removeFirst().resume(returning: message)
    }

    private func stop(generation: Int, failing failure: Failure) {
        guard generation == self.generation else { return }
        self.generation += 1
        process?.stop()
        process = nil
        let failed = waiting
        waiting = []
        for continuation in failed { continuation.resume(throwing: failure) }
    }
}
