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
            settings = try await Settings.load()
        } catch let error as ConfigurationError {
            printError(error.description)
            throw ExitCode.configuration
        } catch {
            // The JSON file's own problem (the environment is always readable), in Foundation's words, not its dump.
            let path = ProcessInfo.processInfo.environment["BALUCHON_CONFIG_FILE"] ?? "baluchon.json"
            printError(LocalizedText("cli.config.unreadable", ["path": "\(path)", "reason": "\(error.localizedDescription)"]))
            throw ExitCode.configuration
        }
        for unknown in settings.unknownKeys { printError(unknown.message(file: Settings.configFile()), label: "cli.warning") }
        var logger = RedactingLogHandler.logger(label: label, secrets: settings.secrets)
        logger.logLevel = settings.logLevel ?? defaultLevel
        do {
            let store = try await Toolkit.openStore(settings: settings, logger: logger)
            return (try Toolkit(settings: settings, logger: logger, store: store), logger)
        } catch let error as any TravellerError {
            throw fail(with: error)
        } catch {
            let reason = error.localizedDescription
            printError(LocalizedText("cli.dataDirectory.unusable", ["path": "\(settings.dataDirectory.path)", "reason": "\(reason)"]))
            throw ExitCode.ioError
        }
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Writes `message` to standard error in the terminal's language, after the word of `label` ("error: ").
func printError(_ message: LocalizedText, label: String = "cli.error") {
    let language = cliLanguage()
    printError(LocalizedText(label).text(in: language) + message.text(in: language))
}

/// Prints a traveller-facing error on stderr in the terminal's language, then fails with its exit code.
func fail(with error: any TravellerError) -> ExitCode {
    printError(error.message)
    if let hint = error.hint { printError(hint, label: "cli.hint") }
    return .of(error)
}
