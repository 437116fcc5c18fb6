import Foundation
import Synchronization
import Testing

@testable import BaluchonProviders

@Suite("Running programs as child processes")
struct ChildProcessTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    func shell(_ script: String, errors: ChildProcess.ErrorOutput = .captured, outputLimit: Int = ChildProcess.defaultOutputLimit) -> ChildProcess {
        ChildProcess(Self.shell, arguments: ["-c", script], errors: errors, outputLimit: outputLimit)
    }

    @Test("the exit status, the output and standard error come back apart")
    func statusOutputAndErrors() async throws {
        let outcome = try await shell("echo out; echo err >&2; exit 3").run()
        #expect(outcome.status == 3)
        #expect(String(decoding: outcome.output, as: UTF8.self) == "out\n")
        #expect(outcome.errorText == "err\n")
    }

    @Test("standard error merged into the output, or discarded")
    func mergedAndDiscarded() async throws {
        let merged = try await shell("echo out; echo err >&2", errors: .merged).run()
        #expect(String(decoding: merged.output, as: UTF8.self).split(separator: "\n").sorted() == ["err", "out"])
        let discarded = try await shell("echo out; echo err >&2", errors: .discarded).run()
        #expect(String(decoding: discarded.output, as: UTF8.self) == "out\n")
        #expect(discarded.errorText.isEmpty)
    }

    @Test("a signal's end is 128 plus its number, as shells say it")
    func signalled() async throws {
        #expect(try await shell("kill -TERM $$").run().status == 128 + SIGTERM)
    }

    @Test("input larger than a pipe holds goes in while the output comes out")
    func largeInput() async throws {
        let text = Data(String(repeating: "une ligne de texte\n", count: 50_000).utf8)
        let outcome = try await ChildProcess(URL(fileURLWithPath: "/bin/cat")).run(input: text)
        #expect(outcome.output == text)
    }

    @Test("each line of output is handed over as it comes; a last line without its break is not")
    func lines() async throws {
        let seen = Mutex<[String]>([])
        _ = try await shell("printf 'one\\ntwo\\nthree'").run { line in seen.withLock { $0.append(String(line)) } }
        #expect(seen.withLock { $0 } == ["one", "two"])
    }

    @Test("output past the limit stops the program (one that never ends by itself) and is an error")
    func outputLimit() async throws {
        await #expect(throws: ChildProcess.Failure.outputTooLarge(program: "sh", limit: 1000)) {
            try await shell("while true; do echo 0123456789; done", outputLimit: 1000).run()
        }
    }

    @Test("a program that cannot start is an error naming it")
    func missingProgram() async throws {
        await #expect {
            try await ChildProcess(URL(fileURLWithPath: "/nonexistent/program")).run()
        } throws: { error in
            guard case ChildProcess.Failure.couldNotStart(program: "program", _) = error else { return false }
            return true
        }
    }

    @Test("a cancelled run (a deadline's) stops the program and what it started, and throws CancellationError")
    func cancelled() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("pid")
        // The shell starts a child of its own, which must be stopped with it, long before its 10 minutes.
        let run = Task { try await shell("sleep 600 & echo $! > '\(pidFile.path)'; wait").run() }
        var text = try? String(contentsOf: pidFile, encoding: .utf8)
        for _ in 0..<600 where text?.hasSuffix("\n") != true {
            try await Task.sleep(for: .milliseconds(50))
            text = try? String(contentsOf: pidFile, encoding: .utf8)
        }
        let pid = try #require(text.flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        run.cancel()
        await #expect(throws: CancellationError.self) { try await run.value }
        var alive = true
        for _ in 0..<600 where alive {
            alive = kill(pid, 0) == 0 && !Self.isZombie(pid)
            if alive { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(!alive, "sleep \(pid) still runs")
    }

    @Test("a resident program answers in order, and its output ends once stopped")
    func resident() async throws {
        let program = ResidentProcess(ChildProcess(URL(fileURLWithPath: "/bin/cat")))
        var output = program.output.makeAsyncIterator()
        program.write(Array("bonjour\n".utf8))
        var received: [UInt8] = []
        while received.count < 8, let piece = try await output.next() { received += piece }
        #expect(String(decoding: received, as: UTF8.self) == "bonjour\n")
        program.write(Array("encore\n".utf8))
        received = []
        while received.count < 7, let piece = try await output.next() { received += piece }
        #expect(String(decoding: received, as: UTF8.self) == "encore\n")
        program.stop()
        while try await output.next() != nil {}
    }

    @Test("one-shot runs end while resident programs start beside them and stay (no inherited pipe holds them)")
    func oneShotsBesideResidents() async throws {
        let residents = try await withThrowingTaskGroup(of: ResidentProcess.self) { group in
            for index in 0..<8 {
                group.addTask {
                    let resident = ResidentProcess(ChildProcess(URL(fileURLWithPath: "/bin/cat")))
                    let outcome = try await withDeadline(.seconds(120)) { try await shell("echo \(index)").run() }
                    #expect(String(decoding: outcome.output, as: UTF8.self) == "\(index)\n")
                    return resident
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for resident in residents { resident.stop() }
    }

    /// Whether `pid` has ended and waits only for its parent to collect it.
    static func isZombie(_ pid: Int32) -> Bool {
        let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        return status?.split(separator: ")").last?.split(separator: " ").first == "Z"
    }
}
