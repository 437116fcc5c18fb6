import ArgumentParser
import BaluchonCore
import Foundation

extension Baluchon {
    /// Runs the command the arguments name, as argument-parser's own `main` does, except that its usage errors
    /// (an unknown option, a missing or unexpected argument, a value it cannot read: exit code 64) and its help
    /// screens (`--help`, `help <command>`, a group run without a command: exit code 0, on stdout) are told in
    /// the terminal's language.
    static func main() async {
        do {
            var command = try await asyncParseAsRoot()
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch let error as LateUsageError {
            printError(UsageErrors.translated(error.fullMessage, language: cliLanguage()))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        } catch {
            let code = exitCode(for: error)
            guard code == .validationFailure || code == .success else { exit(withError: error) }
            // Exit code 0 is a help screen, or the version; `throw ExitCode.success` has no message.
            let message = UsageErrors.translated(fullMessage(for: error), language: cliLanguage())
            if code == .success {
                if !message.isEmpty { print(message) }
            } else {
                printError(message)
            }
            Foundation.exit(code.rawValue)
        }
    }
}

/// A usage error that shows only once the command runs (`search pharmacie` without `--near`: that “pharmacie”
/// is a kind of place, which needs `--near`, is known from the toolkit), told as argument-parser tells those it
/// finds, with the command's usage, and with its exit code, 64. (One found by `validate()` is thrown as a
/// `ValidationError`, which argument-parser tells itself.)
struct LateUsageError: Error {
    var command: any ParsableCommand.Type
    var message: LocalizedText

    /// The message as argument-parser writes its own, for ``UsageErrors/translated(_:language:)``.
    var fullMessage: String {
        let path = Self.path(to: command, from: Baluchon.self) ?? [Baluchon.self]
        return """
            Error: \(message.text(in: cliLanguage()))
            Usage: \(Baluchon.usageString(for: command))
              See '\(path.map { $0._commandName }.joined(separator: " ")) --help' for more information.
            """
    }

    /// The commands from `root` down to `command`, when it is one of `root`'s subcommands.
    static func path(to command: any ParsableCommand.Type, from root: any ParsableCommand.Type) -> [any ParsableCommand.Type]? {
        if root == command { return [root] }
        return root.configuration.subcommands.lazy.compactMap { path(to: command, from: $0).map { [root] + $0 } }.first
    }
}

/// argument-parser's usage errors and the words of its help screens told through the catalogues (`cli.usage.*`).
/// It writes them in English only, so its sentences are read back by their patterns, as argument-parser 1.8 writes
/// them (Tests/e2e/test_cli_usage.py checks each kind, so that a new wording is seen); a sentence no pattern knows is
/// kept as written. The English catalogue has argument-parser's own words, so that its help is told as it writes it.
enum UsageErrors {
    static func translated(_ message: String, language: UILanguage) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { line(String($0), in: language) }.joined(separator: "\n")
    }

    /// One line of the message: the error, the option's help (told in `language` already: ``Help``), the usage,
    /// the pointer to `--help`; or one of a help screen (``helpLine(_:in:)``).
    static func line(_ line: String, in language: UILanguage) -> String {
        if let match = line.wholeMatch(of: /Error: (.*)/) { return text("cli.error", in: language) + sentence(String(match.1)).text(in: language) }
        if let match = line.wholeMatch(of: /Help:\s+(.*)/) { return text("cli.usage.help", in: language) + match.1 }
        if let match = line.wholeMatch(of: /Usage: (.*)/) { return text("cli.usage.usage", in: language) + synopsis(String(match.1), in: language) }
        if let match = line.wholeMatch(of: /(\s*)See '(.+)' for more information\./) {
            return match.1 + text("cli.usage.more", ["command": "\(match.2)"], in: language)
        }
        return helpLine(line, in: language)
    }

    /// One line of a help screen: argument-parser's headings, the help of its own `--help` and `--version`, the
    /// default and the values it adds after an option's help, the pointer to `help <subcommand>`. The rest, the
    /// commands' own help, is in `language` already (``Help``); the label column is kept as argument-parser pads it.
    static func helpLine(_ line: String, in language: UILanguage) -> String {
        let headings = ["ARGUMENTS:": "cli.usage.arguments", "OPTIONS:": "cli.usage.options", "SUBCOMMANDS:": "cli.usage.subcommands"]
        if let key = headings[line] { return text(key, in: language) }
        if let match = line.wholeMatch(of: /OVERVIEW: (.*)/) { return text("cli.usage.overview", in: language) + match.1 }
        if let match = line.wholeMatch(of: /USAGE: (.*)/) {
            return text("cli.usage.usageHeading", in: language) + synopsis(String(match.1), in: language)
        }
        if let match = line.wholeMatch(of: /(.*\s)Show help information\./) { return match.1 + text("cli.usage.helpFlag", in: language) }
        if let match = line.wholeMatch(of: /(.*\s)Show the version\./) { return match.1 + text("cli.usage.versionFlag", in: language) }
        if let match = line.wholeMatch(of: /(\s*)See '(.+) <subcommand>' for detailed help\./) {
            return match.1
                + text("cli.usage.seeHelp", ["command": "\(match.2)", "subcommand": .localized(LocalizedText("cli.usage.subcommand"))], in: language)
        }
        // `(default: car)`, `(values: en, fr)`, `(values: en, fr; default: en)`: a wrapped line breaks at a space only.
        return line.replacing(/(\(|; )(default|values):/) { match -> String in
            match.1 + text(match.2 == "default" ? "cli.usage.default" : "cli.usage.values", in: language)
        }
    }

    /// The catalogue's text under `key`, in `language`.
    private static func text(_ key: String, _ arguments: [String: LocalizedText.Argument] = [:], in language: UILanguage) -> String {
        LocalizedText(key, arguments).text(in: language)
    }

    /// A command's usage: `baluchon region <subcommand>` names the subcommand in `language`.
    static func synopsis(_ usage: String, in language: UILanguage) -> String {
        guard usage.hasSuffix(" <subcommand>") else { return usage }
        return String(usage.dropLast("<subcommand>".count)) + text("cli.usage.subcommand", in: language)
    }

    /// The error itself: `Unknown option '--bogus'` and the like.
    static func sentence(_ text: String) -> LocalizedText {
        if let match = text.wholeMatch(of: /Unknown option '(.+)'\. Did you mean '(.+)'\?/) {
            return LocalizedText("cli.usage.unknownOptionSuggestion", ["option": "\(match.1)", "suggestion": "\(match.2)"])
        }
        if let match = text.wholeMatch(of: /Unknown option '(.+)'/) {
            return LocalizedText("cli.usage.unknownOption", ["option": "\(match.1)"])
        }
        if let match = text.wholeMatch(of: /Missing value for '(.+)'/) {
            return LocalizedText("cli.usage.missingValue", ["option": "\(match.1)"])
        }
        // `<places> ...` (several words) is named `<places>`, before the sentence's full stop.
        if let match = text.wholeMatch(of: /Missing expected argument '(.+?)(?: \.\.\.)?'/) {
            return LocalizedText("cli.usage.missingArgument", ["argument": "\(match.1)"])
        }
        if let match = text.wholeMatch(of: /Unexpected argument '(.+)'/) {
            return LocalizedText("cli.usage.unexpectedArgument", ["argument": "\(match.1)"])
        }
        if let match = text.wholeMatch(of: /\d+ unexpected arguments: (.+)/) {
            return LocalizedText("cli.usage.unexpectedArguments", ["arguments": "\(match.1)"])
        }
        if let match = text.wholeMatch(of: /The value '(.*)' is invalid for '(.+)'\. Please provide one of (.+)\./) {
            let choices = match.3.matches(of: /'([^']*)'/).map { String($0.1) }.joined(separator: ", ")
            return LocalizedText("cli.usage.invalidValueChoices", ["value": "\(match.1)", "option": "\(match.2)", "choices": "\(choices)"])
        }
        if let match = text.wholeMatch(of: /The value '(.*)' is invalid for '(.+)'/) {
            return LocalizedText("cli.usage.invalidValue", ["value": "\(match.1)", "option": "\(match.2)"])
        }
        return .verbatim(text)
    }
}
