import BaluchonCore
import BaluchonToolkit
import Foundation

/// Reads the instructions aloud (``Voice``), saying on stderr why when it cannot.
enum Speech {
    static func say(_ sentences: [String], language: UILanguage) async {
        switch await Voice.speak(sentences, language: language) {
        case .spoken:
            break
        case .notInstalled:
            printError(LocalizedText("cli.speech.missing").text(in: language))
        case .failed(let reason?):
            printError(reason)
        case .failed(nil):
            printError(LocalizedText("cli.speech.failed").text(in: language))
        }
    }
}
