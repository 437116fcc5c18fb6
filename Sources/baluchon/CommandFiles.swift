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
                code: "unreadable_file", kind: .notFound,
                message: LocalizedText(en: "Cannot read the file \(path).", fr: "Impossible de lire le fichier \(path)."),
                hint: LocalizedText(en: "Check the path and that the file is readable.", fr: "Vérifiez le chemin et que le fichier est lisible."))
        }
    }

    static func write(_ data: Data, to path: String) throws(PlainTravellerError) {
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw PlainTravellerError(
                code: "unwritable_file", kind: .badInput,
                message: LocalizedText(en: "Cannot write the file \(path).", fr: "Impossible d’écrire le fichier \(path)."),
                hint: LocalizedText(en: "Check that its folder exists and is writable.", fr: "Vérifiez que son dossier existe et accepte l’écriture.")
            )
        }
    }
}
