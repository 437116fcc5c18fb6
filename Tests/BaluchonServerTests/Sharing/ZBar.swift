import Foundation

/// Reads QR codes back from an image with `zbarimg` (Debian zbar-tools), as an independent decoder; the process is
/// killed after 20 seconds so a stuck decoder cannot hang the suite.
enum ZBar {
    static func read(png: Data) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("qr-\(UUID().uuidString).png")
        try png.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/zbarimg")
        process.arguments = ["--quiet", "--raw", "-Sbinary", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return String(decoding: data, as: UTF8.self)
    }
}
