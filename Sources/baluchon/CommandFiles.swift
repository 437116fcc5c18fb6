import BaluchonCore
import Foundation

/// Files named on the command line, read and written with errors in the terminal's language instead of
/// Foundation's.
enum CommandFiles {
    static func read(_ path: String) throws(PlainTravellerError) -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw PlainTravellerError(
                code: .unreadableFile, kind: .notFound,
                message: LocalizedText("error.unreadable_file.message", ["path": "\(path)"]),
                hint: LocalizedText("error.unreadable_file.hint"))
        }
    }

    static func write(_ data: Data, to path: String) throws(PlainTravellerError) {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw PlainTravellerError(
                code: .unwritableFile, kind: .badInput,
                message: LocalizedText("error.unwritable_file.message", ["path": "\(path)"]),
                hint: LocalizedText("error.unwritable_file.hint")
            )
        }
    }
}
