import Foundation

/// Runs `apertium` once for one text, as a shell user would: every call loads the dictionaries again.
/// Used where no resident pipeline can be built, and by the benchmark as the cold baseline.
enum ApertiumOneShot {
    static func translate(_ text: String, mode: ApertiumMode, installation: ApertiumInstallation) async throws -> String {
        guard let apertium = installation.apertium else { throw ApertiumPipeline.Failure.couldNotStart("apertium not found") }
        let outcome = try await ApertiumProcess.program(apertium, arguments: ["-u", "-f", "txt", "-d", installation.dataDirectory.path, mode.name])
            .run(input: Data(text.utf8))
        guard outcome.status == 0 else {
            throw ApertiumPipeline.Failure.couldNotStart("apertium exited with status \(outcome.status)")
        }
        let data = outcome.output
        var result = String(decoding: data, as: UTF8.self)
        // `apertium` ends its output with the line break the input did not have.
        if result.hasSuffix("\n"), !text.hasSuffix("\n") { result.removeLast() }
        return result
    }
}
