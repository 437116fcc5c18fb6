import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation
import Logging

/// Builds the toolkit from configuration, for every command; configuration errors end the program
/// with a message naming the setting.
enum ToolkitLoader {
    static func load(label: String = "baluchon") async throws -> (Toolkit, Logger) {
        let settings: Settings
        do {
            settings = try Settings(reader: try await Settings.reader())
        } catch let error as ConfigurationError {
            printError(error.description)
            throw ExitCode(78)
        } catch {
            printError("Invalid configuration: \(error)")
            throw ExitCode(78)
        }
        var logger = RedactingLogHandler.logger(label: label, secrets: settings.secrets)
        logger.logLevel = settings.logLevel
        do {
            let store = try await Toolkit.openStore(settings: settings, logger: logger)
            return (try Toolkit(settings: settings, logger: logger, store: store), logger)
        } catch let error as any TravellerError {
            throw fail(with: error)
        } catch {
            printError("Cannot open the data directory \(settings.dataDirectory.path): \(error)")
            throw ExitCode(74)
        }
    }
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
