/// Why a file of places could not be read or written; a failed import adds nothing.
public enum PlaceFileError: TravellerError, Equatable {
    case unknownFormat(String)
    case malformed(format: String, detail: LocalizedText)
    /// A DOCTYPE or entity declaration: external entities are never fetched and entities never expanded.
    case entitiesRefused
    case tooLarge(maximumBytes: Int)
    case tooManyPlaces(maximum: Int)
    /// Elements nested deeper than a file of places ever needs.
    case tooDeep(format: String, maximum: Int)
    /// More elements, features or rows than the file could hold places for, skipped ones included.
    case tooManyElements(format: String, maximum: Int)
    /// A KMZ archive refused: a name leading out of the archive, a zip bomb, no KML inside.
    case archiveRefused(reason: LocalizedText)
    case missingColumns([String])

    public var code: String {
        switch self {
        case .unknownFormat: "unknown_file_format"
        case .malformed: "malformed_file"
        case .entitiesRefused: "xml_entities_refused"
        case .tooLarge: "file_too_large"
        case .tooManyPlaces: "too_many_places"
        case .tooDeep: "file_too_deep"
        case .tooManyElements: "file_too_many_elements"
        case .archiveRefused: "archive_refused"
        case .missingColumns: "missing_columns"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .tooLarge, .tooManyPlaces, .tooManyElements: .tooLarge
        default: .badInput
        }
    }

    public var message: LocalizedText {
        switch self {
        case .unknownFormat(let name):
            LocalizedText(
                en: "“\(name.prefix(40))” is not a file format Baluchon reads: use GPX, KML, KMZ, GeoJSON or CSV.",
                fr: "« \(name.prefix(40)) » n’est pas un format de fichier que Baluchon lit : utilisez GPX, KML, KMZ, GeoJSON ou CSV.")
        case .malformed(let format, let detail):
            LocalizedText(en: "This \(format) file cannot be read (\(detail.en)).", fr: "Ce fichier \(format) ne peut pas être lu (\(detail.fr)).")
        case .entitiesRefused:
            LocalizedText(
                en: "This file declares XML entities, which Baluchon refuses for safety.",
                fr: "Ce fichier déclare des entités XML, que Baluchon refuse par sécurité.")
        case .tooLarge(let maximumBytes):
            LocalizedText(
                en: "The file is larger than \(maximumBytes / 1_048_576) MB.", fr: "Le fichier dépasse \(maximumBytes / 1_048_576) Mo.")
        case .tooManyPlaces(let maximum):
            LocalizedText(en: "The file has more than \(maximum) places.", fr: "Le fichier contient plus de \(maximum) lieux.")
        case .tooDeep(let format, let maximum):
            LocalizedText(
                en: "This \(format) file nests elements more than \(maximum) levels deep, which no file of places needs.",
                fr: "Ce fichier \(format) imbrique des éléments sur plus de \(maximum) niveaux, ce dont aucun fichier de lieux n’a besoin.")
        case .tooManyElements(let format, let maximum):
            LocalizedText(
                en: "This \(format) file has more than \(maximum) entries (skipped ones included).",
                fr: "Ce fichier \(format) a plus de \(maximum) entrées (ignorées comprises).")
        case .archiveRefused(let reason):
            LocalizedText(en: "This KMZ archive is refused: \(reason.en).", fr: "Cette archive KMZ est refusée : \(reason.fr).")
        case .missingColumns(let columns):
            LocalizedText(
                en: "The CSV file lacks the columns \(columns.joined(separator: ", ")).",
                fr: "Il manque au fichier CSV les colonnes \(columns.joined(separator: ", ")).")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .missingColumns:
            LocalizedText(
                en: "The first line must name the columns, at least name, latitude and longitude.",
                fr: "La première ligne doit nommer les colonnes, au moins name, latitude et longitude.")
        case .entitiesRefused:
            LocalizedText(
                en: "Export the file again from the map app; GPX and KML files need no entities.",
                fr: "Exportez de nouveau le fichier depuis l’application de cartes ; les fichiers GPX et KML n’ont pas besoin d’entités.")
        default: nil
        }
    }
}
