import ArgumentParser
import BaluchonCore
import Foundation

/// The interface language of the terminal: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, as POSIX reads them.
func cliLanguage() -> UILanguage {
    let environment = ProcessInfo.processInfo.environment
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    return UILanguage(acceptLanguage: locale.map { $0.replacingOccurrences(of: "_", with: "-") })
}

/// `--lang fr`: a language with a catalogue, in any case; another is refused as argument-parser refuses a value
/// it cannot read (exit 64, naming the languages), in the terminal's language.
extension UILanguage: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
