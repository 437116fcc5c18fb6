/// Failures of region imports, region management and offline tiles, told in the traveller's language.
public enum RegionError: TravellerError, Equatable {
    case fileNotFound(path: String)
    case emptyFile(name: String)
    /// The file is something else: `actual` says what it looks like ("gzip", "OSM XML", "text"), when known.
    case notPBF(name: String, actual: String?)
    /// The file starts like a PBF extract but ends too early or has damaged blocks.
    case damaged(name: String, detail: String)
    /// A history file (several versions of each object) cannot be imported as a region.
    case historyFile(name: String)
    case noData(name: String)
    /// A program the import needs (osmium, planetsplitter) is not installed.
    case toolMissing(tool: String, package: String)
    case stepFailed(step: String, detail: String)
    case interrupted
    case unknownRegion(id: String)
    case invalidTile(detail: String)
    case tileOutsideRegions

    public var code: String {
        switch self {
        case .fileNotFound: "file_not_found"
        case .emptyFile: "empty_file"
        case .notPBF: "not_osm_pbf"
        case .damaged: "damaged_file"
        case .historyFile: "history_file"
        case .noData: "no_data"
        case .toolMissing: "tool_missing"
        case .stepFailed: "import_step_failed"
        case .interrupted: "import_interrupted"
        case .unknownRegion: "unknown_region"
        case .invalidTile: "invalid_tile"
        case .tileOutsideRegions: "tile_outside_regions"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .fileNotFound, .unknownRegion, .tileOutsideRegions: .notFound
        case .emptyFile, .notPBF, .damaged, .historyFile, .noData, .invalidTile: .badInput
        case .toolMissing: .notConfigured
        case .stepFailed, .interrupted: .internal
        }
    }

    public var message: LocalizedText {
        switch self {
        case .fileNotFound(let path):
            LocalizedText(en: "There is no file at \(path).", fr: "Aucun fichier à l’emplacement \(path).")
        case .emptyFile(let name):
            LocalizedText(en: "The file \(name) is empty.", fr: "Le fichier \(name) est vide.")
        case .notPBF(let name, let actual):
            if let actual {
                LocalizedText(
                    en: "The file \(name) is not an OpenStreetMap PBF extract: it looks like \(actual).",
                    fr: "Le fichier \(name) n’est pas un extrait OpenStreetMap PBF : il ressemble à du \(actual).")
            } else {
                LocalizedText(
                    en: "The file \(name) is not an OpenStreetMap PBF extract.", fr: "Le fichier \(name) n’est pas un extrait OpenStreetMap PBF.")
            }
        case .damaged(let name, let detail):
            LocalizedText(
                en: "The file \(name) is truncated or damaged (\(detail)).", fr: "Le fichier \(name) est tronqué ou abîmé (\(detail)).")
        case .historyFile(let name):
            LocalizedText(
                en: "The file \(name) holds the history of the map, not a snapshot.",
                fr: "Le fichier \(name) contient l’historique de la carte, pas un instantané.")
        case .noData(let name):
            LocalizedText(en: "The file \(name) holds no map data.", fr: "Le fichier \(name) ne contient aucune donnée cartographique.")
        case .toolMissing(let tool, _):
            LocalizedText(en: "The program \(tool) is not installed.", fr: "Le programme \(tool) n’est pas installé.")
        case .stepFailed(let step, let detail):
            LocalizedText(en: "The import failed at step “\(step)”: \(detail)", fr: "L’import a échoué à l’étape « \(step) » : \(detail)")
        case .interrupted:
            LocalizedText(en: "The import was interrupted.", fr: "L’import a été interrompu.")
        case .unknownRegion(let id):
            LocalizedText(en: "There is no region “\(id)”.", fr: "Aucune région « \(id) ».")
        case .invalidTile(let detail):
            LocalizedText(en: "Invalid tile: \(detail).", fr: "Tuile invalide : \(detail).")
        case .tileOutsideRegions:
            LocalizedText(en: "This tile is outside every imported region.", fr: "Cette tuile est hors de toutes les régions importées.")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .notPBF, .emptyFile, .damaged, .historyFile, .noData:
            LocalizedText(
                en: "Download a .osm.pbf extract again, e.g. from download.geofabrik.de.",
                fr: "Téléchargez de nouveau un extrait .osm.pbf, par exemple sur download.geofabrik.de.")
        case .toolMissing(_, let package):
            LocalizedText(en: "Install the Debian package \(package).", fr: "Installez le paquet Debian \(package).")
        case .interrupted, .stepFailed:
            LocalizedText(en: "The regions already installed are unchanged.", fr: "Les régions déjà installées sont inchangées.")
        case .invalidTile:
            LocalizedText(
                en: "Offline tiles exist for zooms 12 to 18, with x and y from 0 to 2^z − 1.",
                fr: "Les tuiles hors ligne existent pour les zooms 12 à 18, avec x et y de 0 à 2^z − 1.")
        case .tileOutsideRegions, .unknownRegion:
            LocalizedText(
                en: "See the installed regions with: baluchon region list.", fr: "Voyez les régions installées avec : baluchon region list.")
        case .fileNotFound:
            nil
        }
    }
}
