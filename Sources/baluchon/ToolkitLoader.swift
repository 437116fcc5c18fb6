import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation
import Logging

/// Builds the toolkit from configuration, for every command; configuration errors end the program
/// with a message naming the setting. Logs go out from `defaultLevel` unless `BALUCHON_LOG_LEVEL` says otherwise: a
/// command says what went wrong itself, in the terminal's language, so only errors are logged beside it.
enum ToolkitLoader {
    static func load(label: String = "baluchon", defaultLevel: Logger.Level = .error) async throws -> (Toolkit, Logger) {
        let settings: Settings
        do {
            settings = try Settings(reader: try await Settings.reader())
        } catch let error as ConfigurationError {
            printError(error.description)
            throw ExitCode(78)
        } catch {
            // The JSON file's own problem (the environment is always readable), in Foundation's words, not its dump.
            let path = ProcessInfo.processInfo.environment["BALUCHON_CONFIG_FILE"] ?? "baluchon.json"
            printError(cliText("cli.config.unreadable", ["path": "\(path)", "reason": "\(error.localizedDescription)"]))
            throw ExitCode(78)
        }
        var logger = RedactingLogHandler.logger(label: label, secrets: settings.secrets)
        logger.logLevel = settings.logLevel ?? defaultLevel
        do {
            let store = try await Toolkit.openStore(settings: settings, logger: logger)
            return (try Toolkit(settings: settings, logger: logger, store: store), logger)
        } catch let error as any TravellerError {
            throw fail(with: error)
        } catch {
            let reason = error.localizedDescription
            printError(cliText("cli.dataDirectory.unusable", ["path": "\(settings.dataDirectory.path)", "reason": "\(reason)"]))
            throw ExitCode(74)
        }
    }
}

/// An error line in the terminal's language.
func cliText(_ key: String, _ arguments: [String: LocalizedText.Argument]) -> String {
    let language = cliLanguage()
    return LocalizedText("cli.error").text(in: language) + LocalizedText(key, arguments).text(in: language)
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Prints a traveller-facing error on stderr in the terminal's language, then fails.
func fail(with error: any TravellerError) -> ExitCode {
    let language = cliLanguage()
    printError(LocalizedText("cli.error").text(in: language) + error.message.text(in: language))
    if let hint = error.hint { printError(LocalizedText("cli.hint").text(in: language) + hint.text(in: language)) }
    return ExitCode([.badInput, .notFound, .tooLarge].contains(error.kind) ? 65 : 69)
}
