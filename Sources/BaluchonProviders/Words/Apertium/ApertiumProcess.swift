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
        let output = readUntilEnd(stdout.fileHandleForReading.fileDescriptor, of: process)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: output)
    }

    /// What the program writes, until the end of its output or, once it has ended, until nothing more is
    /// waiting: a child spawned by another thread at the same moment may hold a copy of the pipe open (the
    /// resident pipelines live as long as the server), and must not keep this run waiting for an end of file.
    private static func readUntilEnd(_ descriptor: Int32, of process: Process) -> Data {
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, 100)
            if ready > 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count > 0 {
                    output.append(contentsOf: buffer[0..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    return output
                }
            } else if ready == 0 && !process.isRunning {
                return output
            } else if ready < 0 && errno != EINTR {
                return output
            }
        }
    }
}
