import BaluchonCore
import BaluchonProviders
import Foundation

/// Reads sentences aloud on this machine through espeak-ng (Debian's `espeak-ng`): the CLI's spoken guidance.
public enum Voice {
    public static let program = URL(fileURLWithPath: "/usr/bin/espeak-ng")

    public enum Outcome: Sendable, Equatable {
        case spoken
        case notInstalled
        /// espeak-ng ran and failed (no audio output), or could not start.
        case failed(String?)
    }

    /// Speaks each sentence in `language`, stopping at the first failure.
    public static func speak(_ sentences: [String], language: UILanguage) async -> Outcome {
        guard FileManager.default.isExecutableFile(atPath: program.path) else { return .notInstalled }
        for sentence in sentences {
            // Without a sound card the audio library writes a screenful per sentence: its errors are dropped.
            do {
                let outcome = try await ChildProcess(program, arguments: ["-v", language.rawValue, sentence], errors: .discarded).run()
                guard outcome.status == 0 else { return .failed(nil) }
            } catch {
                return .failed(error.localizedDescription)
            }
        }
        return .spoken
    }
}
