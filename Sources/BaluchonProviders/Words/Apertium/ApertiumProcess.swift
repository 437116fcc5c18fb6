import Foundation

/// Runs a program to its end on a dispatch thread, so that waiting for it never holds one of Swift's
/// few task threads (the server has as many as cores).
enum ApertiumProcess {
    struct Outcome {
        var status: Int32
        var output: Data
    }

    static func run(_ program: URL, arguments: [String], input: Data? = nil) async throws -> Outcome {
        try await offTaskThreads { try runBlocking(program, arguments: arguments, input: input) }
    }

    private static func runBlocking(_ program: URL, arguments: [String], input: Data?) throws -> Outcome {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        if let input {
            // Written from another thread while this one reads, so a large text cannot deadlock on full pipes.
            let writer = stdin.fileHandleForWriting
            DispatchQueue.global(qos: .userInitiated).async {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: output)
    }
}
