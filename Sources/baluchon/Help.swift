import ArgumentParser
import BaluchonCore

/// The commands' help (abstracts, discussions, the help of options and arguments) from the catalogues, under
/// `cli.help.<command>.<name>` (`cli.help.common.*` for the words several commands share), in the terminal's
/// language as ``cliLanguage()`` reads it from the environment: help is built before the arguments are parsed,
/// so `--lang` does not change it. argument-parser's own words around them (its headings, `--help`, the defaults) are
/// told by ``UsageErrors``.
enum Help {
    static func text(_ key: String, _ arguments: [String: LocalizedText.Argument] = [:]) -> String {
        LocalizedText(key, arguments).text(in: cliLanguage())
    }
}

extension ArgumentHelp {
    /// An option's or an argument's help under `key` in the catalogues, as ``Help/text(_:_:)`` tells it.
    static func text(
        _ key: String, _ arguments: [String: LocalizedText.Argument] = [:], visibility: ArgumentVisibility = .default
    ) -> ArgumentHelp {
        ArgumentHelp(Help.text(key, arguments), visibility: visibility)
    }
}
