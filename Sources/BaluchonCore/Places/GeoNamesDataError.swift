/// Why a GeoNames file or a stored gazetteer cannot be used. The previous data is always kept.
public enum GeoNamesDataError: TravellerError, Equatable {
    /// A line does not follow the GeoNames dump format.
    case malformedLine(number: Int, reason: String)
    /// The file is not a GeoNames dump this importer knows.
    case unrecognizedFile(reason: String)
    /// The file holds no usable line.
    case noPlaces
    /// A stored gazetteer file is damaged or of another format version.
    case corruptArchive(reason: String)
    /// The file to import cannot be opened.
    case unreadableFile(path: String)

    public var code: String {
        switch self {
        case .malformedLine, .unrecognizedFile, .noPlaces: "corrupt_import_file"
        case .corruptArchive: "corrupt_gazetteer"
        case .unreadableFile: "unreadable_file"
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
            LocalizedText(
                en: "Line \(number) is not a GeoNames line: \(reason).",
                fr: "La ligne \(number) n’est pas une ligne GeoNames : \(reason).")
        case .unrecognizedFile(let reason):
            LocalizedText(en: "This file is not a GeoNames dump: \(reason).", fr: "Ce fichier n’est pas un export GeoNames : \(reason).")
        case .noPlaces:
            LocalizedText(en: "The file holds no place.", fr: "Le fichier ne contient aucun lieu.")
        case .corruptArchive(let reason):
            LocalizedText(en: "The gazetteer data is damaged (\(reason)).", fr: "Les données du répertoire de lieux sont abîmées (\(reason)).")
        case .unreadableFile(let path):
            LocalizedText(en: "Cannot read the file \(path).", fr: "Impossible de lire le fichier \(path).")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .malformedLine, .unrecognizedFile, .noPlaces, .unreadableFile:
            LocalizedText(
                en:
                    "Nothing was changed. Use a file from download.geonames.org/export/dump (cities500.zip, allCountries.zip, FR.zip, countryInfo.txt).",
                fr:
                    "Rien n’a été modifié. Utilisez un fichier de download.geonames.org/export/dump (cities500.zip, allCountries.zip, FR.zip, countryInfo.txt)."
            )
        case .corruptArchive:
            LocalizedText(
                en: "Run `baluchon data reset` to go back to the built-in gazetteer, then import again.",
                fr: "Lancez `baluchon data reset` pour revenir au répertoire intégré, puis importez à nouveau.")
        }
    }
}
