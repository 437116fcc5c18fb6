import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation
import Logging

/// Builds the toolkit from configuration, for every command; configuration errors end the program
/// with a message naming the setting. Logs go out from `defaultLevel` unless `BALUCHON_LOG_LEVEL` says otherwise: a
/// command says what went wrong itself, in the terminal's language, so only errors are logged beside it.
enum ToolkitLoader {
    /// `language` is the one the command's errors are told in: its `--lang` when given.
    static func load(
        label: String = "baluchon", defaultLevel: Logger.Level = .error, language: UILanguage = cliLanguage()
    ) async throws -> (Toolkit, Logger) {
        let settings: Settings
        do {
            settings = try await Settings.load()
        } catch let error as ConfigurationError {
            printError(error.message, language: language)
            throw ExitCode.configuration
        } catch {
            // The JSON file's own problem (the environment is always readable).
            printError(fileProblem(Settings.configFile(), error: error), language: language)
            throw ExitCode.configuration
        }
        for unknown in settings.unknownKeys { printError(unknown.message(file: Settings.configFile()), label: "cli.warning", language: language) }
        for misspelt in settings.misspeltVariables { printError(misspelt.variableMessage, label: "cli.warning", language: language) }
        var logger = RedactingLogHandler.logger(label: label, secrets: settings.secrets)
        logger.logLevel = settings.logLevel ?? defaultLevel
        do {
            let store = try await Toolkit.openStore(settings: settings, logger: logger)
            return (try Toolkit(settings: settings, logger: logger, store: store), logger)
        } catch let error as any TravellerError {
            throw fail(with: error, language: language)
        } catch {
            let (path, reason) = (settings.dataDirectory.path, FileFailure.reason(error, folder: settings.dataDirectory.path))
            printError(LocalizedText("cli.dataDirectory.unusable", ["path": "\(path)", "reason": .localized(reason)]), language: language)
            throw ExitCode.ioError
        }
    }
}

extension ToolkitLoader {
    /// Why the configuration file could not be read, in plain words: it does not exist, cannot be read, or is not
    /// JSON (at which line, when the parser says where); else what ``FileFailure`` makes of `error`.
    static func fileProblem(_ path: String, error: any Error) -> LocalizedText {
        guard FileManager.default.fileExists(atPath: path) else { return LocalizedText("cli.config.missing", ["path": "\(path)"]) }
        guard let data = FileManager.default.contents(atPath: path) else { return LocalizedText("cli.config.notReadable", ["path": "\(path)"]) }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        } catch {
            // Foundation says "… around character 12."; the line is what an editor shows.
            let words = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            guard let match = words.firstMatch(of: /character (\d+)/), let offset = Int(match.output.1) else {
                return LocalizedText("cli.config.notJSON", ["path": "\(path)"])
            }
            let line = data.prefix(offset).count { $0 == UInt8(ascii: "\n") } + 1
            return LocalizedText("cli.config.notJSONAt", ["path": "\(path)", "line": "\(line)"])
        }
        return LocalizedText("cli.config.unreadable", ["path": "\(path)", "reason": .localized(FileFailure.reason(error, file: path))])
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Writes `message` to standard error in `language` (the terminal's unless the command has `--lang`), after
/// the word of `label` ("error: ").
func printError(_ message: LocalizedText, label: String = "cli.error", language: UILanguage = cliLanguage()) {
    printError(LocalizedText(label).text(in: language) + message.text(in: language))
}

/// Prints a traveller-facing error on stderr in `language` (the terminal's unless the command has `--lang`),
/// then fails with its exit code.
func fail(with error: any TravellerError, language: UILanguage = cliLanguage()) -> ExitCode {
    printError(error.message, language: language)
    if let hint = error.commandHint ?? error.hint { printError(hint, label: "cli.hint", language: language) }
    return .of(error)
}
