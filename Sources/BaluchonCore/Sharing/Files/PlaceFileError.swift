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

    public var code: ErrorCode {
        switch self {
        case .unknownFormat: .unknownFileFormat
        case .malformed: .malformedFile
        case .entitiesRefused: .xmlEntitiesRefused
        case .tooLarge: .fileTooLarge
        case .tooManyPlaces: .tooManyPlaces
        case .tooDeep: .fileTooDeep
        case .tooManyElements: .fileTooManyElements
        case .archiveRefused: .archiveRefused
        case .missingColumns: .missingColumns
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
            LocalizedText("error.unknown_file_format.message", ["value": "\(name.prefix(40))"])
        case .malformed(let format, let detail):
            LocalizedText("error.malformed_file.message", ["format": "\(format)", "detail": .localized(detail)])
        case .entitiesRefused:
            LocalizedText("error.xml_entities_refused.message")
        case .tooLarge(let maximumBytes):
            LocalizedText("error.file_too_large.message", ["megabytes": "\(maximumBytes / 1_048_576)"])
        case .tooManyPlaces(let maximum):
            LocalizedText("error.too_many_places.message", ["maximum": "\(maximum)"])
        case .tooDeep(let format, let maximum):
            LocalizedText("error.file_too_deep.message", ["format": "\(format)", "maximum": "\(maximum)"])
        case .tooManyElements(let format, let maximum):
            LocalizedText("error.file_too_many_elements.message", ["format": "\(format)", "maximum": "\(maximum)"])
        case .archiveRefused(let reason):
            LocalizedText("error.archive_refused.message", ["reason": .localized(reason)])
        case .missingColumns(let columns):
            LocalizedText("error.missing_columns.message", ["columns": "\(columns.joined(separator: ", "))"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .missingColumns:
            LocalizedText("error.missing_columns.hint")
        case .entitiesRefused:
            LocalizedText("error.xml_entities_refused.hint")
        default: nil
        }
    }
}
