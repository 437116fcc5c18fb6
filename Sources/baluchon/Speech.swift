import BaluchonCore
import BaluchonProviders
import Foundation

/// Reads text aloud through espeak-ng (Debian's `espeak-ng`), in the instructions' language.
enum Speech {
    static let program = URL(fileURLWithPath: "/usr/bin/espeak-ng")

    static func say(_ sentences: [String], language: UILanguage) async {
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            printError(
                language == .fr
                    ? "espeak-ng n’est pas installé : apt-get install espeak-ng pour entendre les instructions."
                    : "espeak-ng is not installed: apt-get install espeak-ng to hear the instructions.")
            return
        }
        for sentence in sentences {
            // Without a sound card the audio library writes a screenful per sentence: one clear line instead.
            let outcome: ChildProcess.Outcome
            do {
                outcome = try await ChildProcess(program, arguments: ["-v", language.rawValue, sentence], errors: .discarded).run()
            } catch {
                printError(error.localizedDescription)
                return
            }
            guard outcome.status == 0 else {
                printError(
                    language == .fr
                        ? "espeak-ng n’a pas pu lire les instructions à voix haute (aucune sortie audio ?)."
                        : "espeak-ng could not read the instructions aloud (no audio output?).")
                return
            }
        }
    }
}
