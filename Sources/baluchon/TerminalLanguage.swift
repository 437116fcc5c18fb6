import BaluchonCore
import Foundation

/// The interface language of the terminal: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, as POSIX reads them.
func cliLanguage() -> UILanguage {
    let environment = ProcessInfo.processInfo.environment
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    return UILanguage(acceptLanguage: locale.map { $0.replacingOccurrences(of: "_", with: "-") })
}
