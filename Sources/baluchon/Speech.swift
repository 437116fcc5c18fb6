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
            printError(
                language == .fr
                    ? "espeak-ng n’est pas installé : apt-get install espeak-ng pour entendre les instructions."
                    : "espeak-ng is not installed: apt-get install espeak-ng to hear the instructions.")
        case .failed(let reason?):
            printError(reason)
        case .failed(nil):
            printError(
                language == .fr
                    ? "espeak-ng n’a pas pu lire les instructions à voix haute (aucune sortie audio ?)."
                    : "espeak-ng could not read the instructions aloud (no audio output?).")
        }
    }
}
