/// Why a GeoNames file or a stored gazetteer cannot be used. The previous data is always kept.
public enum GeoNamesDataError: TravellerError, Equatable {
    /// A line does not follow the GeoNames dump format; `reason` in each language (`error.corrupt_import_file.reason.*`).
    case malformedLine(number: Int, reason: LocalizedText)
    /// The file is not a GeoNames dump this importer knows; `reason` in each language.
    case unrecognizedFile(reason: LocalizedText)
    /// The file holds no usable line.
    case noPlaces
    /// A stored gazetteer file is damaged or of another format version.
    case corruptArchive(reason: String)
    /// The file to import cannot be opened.
    case unreadableFile(path: String)

    public var code: ErrorCode {
        switch self {
        case .malformedLine, .unrecognizedFile, .noPlaces: .corruptImportFile
        case .corruptArchive: .corruptGazetteer
        case .unreadableFile: .unreadableFile
        }
    }

    public var kind: FailureKind {
        switch self {
        case .malformedLine, .unrecognizedFile, .noPlaces: .badInput
        case .corruptArchive: .internal
        case .unreadableFile: .notFound
        }
    }

    public var message: LocalizedText {
        switch self {
        case .malformedLine(let number, let reason):
            LocalizedText("error.corrupt_import_file.message", ["number": "\(number)", "reason": .localized(reason)])
        case .unrecognizedFile(let reason):
            LocalizedText("error.corrupt_import_file.message.unrecognizedFile", ["reason": .localized(reason)])
        case .noPlaces:
            LocalizedText("error.corrupt_import_file.message.noPlaces")
        case .corruptArchive(let reason):
            LocalizedText("error.corrupt_gazetteer.message", ["reason": "\(reason)"])
        case .unreadableFile(let path):
            LocalizedText("error.unreadable_file.message", ["path": "\(path)"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .malformedLine, .unrecognizedFile, .noPlaces, .unreadableFile:
            LocalizedText("error.corrupt_import_file.hint")
        case .corruptArchive:
            LocalizedText("error.corrupt_gazetteer.hint.traveller")
        }
    }

    public var commandHint: LocalizedText? {
        guard case .corruptArchive = self else { return nil }
        return LocalizedText("error.corrupt_gazetteer.hint")
    }
}
