import Foundation

/// Runs a Node.js script of `Tests/Fixtures` (Node.js is a Debian test dependency) with `input` as JSON on
/// its standard input, and decodes what it prints: how the web app's JavaScript twins are compared with Swift.
enum NodeScript {
    struct Failed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "node failed (status \(status)); install Node.js with scripts/deps.sh test" }
    }

    static func run<Output: Decodable>(_ fixture: String, input: some Encodable, as output: Output.Type) throws -> Output {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(fixture)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", script.path]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        let payload = try JSONEncoder().encode(input)
        try process.run()
        // Written from another thread: a large answer must be read while the input is still going in.
        let writer = Thread {
            stdin.fileHandleForWriting.write(payload)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(status: process.terminationStatus) }
        return try JSONDecoder().decode(Output.self, from: data)
    }
}
