import ArgumentParser
import BaluchonCore

/// The CLI's exit codes, after BSD's sysexits.h; README's “Exit codes” table lists them. 64 (usage: an unknown
/// option, a missing or unexpected argument) is argument-parser's own.
extension ExitCode {
    /// A value, code, expression or file's content is wrong or too large, or names nothing (EX_DATAERR).
    static let dataError = ExitCode(65)
    /// A file named on the command line does not exist or cannot be read (EX_NOINPUT).
    static let noInput = ExitCode(66)
    /// No provider could answer, or a service is out of reach: try again later (EX_UNAVAILABLE).
    static let unavailable = ExitCode(69)
    /// A bug, or Baluchon's own data damaged (EX_SOFTWARE).
    static let internalError = ExitCode(70)
    /// An output file named on the command line cannot be written (EX_CANTCREAT).
    static let cannotCreate = ExitCode(73)
    /// The data directory cannot be used, or an import cannot be saved (EX_IOERR).
    static let ioError = ExitCode(74)
    /// A setting is wrong, or no provider is set up for what was asked (EX_CONFIG).
    static let configuration = ExitCode(78)
    /// Stopped with Ctrl-C (128 + SIGINT, as shells report it).
    static let interrupted = ExitCode(130)

    /// The exit code of a traveller-facing error: files named on the command line first, then the error's kind.
    static func of(_ error: any TravellerError) -> ExitCode {
        switch error.code {
        case .unreadableFile, .fileNotFound: return .noInput
        case .unwritableFile: return .cannotCreate
        default: break
        }
        switch error.kind {
        case .badInput, .notFound, .tooLarge: return .dataError
        case .notConfigured: return .configuration
        case .conflict, .rateLimited, .unauthorized, .forbidden, .upstreamUnavailable, .unavailable: return .unavailable
        case .internal: return .internalError
        }
    }
}
