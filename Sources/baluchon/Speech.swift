import BaluchonCore
import Foundation

/// Reads text aloud through espeak-ng (Debian's `espeak-ng`), in the instructions' language.
enum Speech {
    static let program = URL(fileURLWithPath: "/usr/bin/espeak-ng")

    static func say(_ sentences: [String], language: UILanguage) {
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            printError(LocalizedText("cli.speech.missing").text(in: language))
            return
        }
        for sentence in sentences {
            let process = Process()
            process.executableURL = program
            process.arguments = ["-v", language.rawValue, sentence]
            // Without a sound card the audio library writes a screenful per sentence: one clear line instead.
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
                process.waitUntilExit()
            } catch {
                printError("espeak-ng: \(error.localizedDescription)")
                return
            }
            guard process.terminationStatus == 0 else {
                printError(LocalizedText("cli.speech.failed").text(in: language))
                return
            }
        }
    }
}
