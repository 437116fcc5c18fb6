import Foundation

/// Runs `apertium` once for one text, as a shell user would: every call loads the dictionaries again.
/// Used where no resident pipeline can be built, and by the benchmark as the cold baseline.
enum ApertiumOneShot {
    /// Translates stream text (``ApertiumStream``) and returns the stream output, marks included.
    static func translate(_ stream: String, mode: ApertiumMode, installation: ApertiumInstallation) async throws -> String {
        guard let apertium = installation.apertium else { throw ApertiumPipeline.Failure.couldNotStart("apertium not found") }
        let outcome = try await ApertiumProcess.program(apertium, arguments: ["-f", "none", "-d", installation.dataDirectory.path, mode.name])
            .run(input: Data(stream.utf8))
        guard outcome.status == 0 else {
            throw ApertiumPipeline.Failure.couldNotStart("apertium exited with status \(outcome.status)")
        }
        return String(decoding: outcome.output, as: UTF8.self)
    }
}
