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

    public var code: ErrorCode {
        switch self {
        case .fileNotFound: .fileNotFound
        case .emptyFile: .emptyFile
        case .notPBF: .notOsmPbf
        case .damaged: .damagedFile
        case .historyFile: .historyFile
        case .noData: .noData
        case .toolMissing: .toolMissing
        case .stepFailed: .importStepFailed
        case .interrupted: .importInterrupted
        case .unknownRegion: .unknownRegion
        case .invalidTile: .invalidTile
        case .tileOutsideRegions: .tileOutsideRegions
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
            LocalizedText("error.file_not_found.message", ["path": "\(path)"])
        case .emptyFile(let name):
            LocalizedText("error.empty_file.message", ["name": "\(name)"])
        case .notPBF(let name, let actual):
            if let actual {
                LocalizedText("error.not_osm_pbf.message", ["name": "\(name)", "actual": "\(actual)"])
            } else {
                LocalizedText("error.not_osm_pbf.message.notPBF", ["name": "\(name)"])
            }
        case .damaged(let name, let detail):
            LocalizedText("error.damaged_file.message", ["name": "\(name)", "detail": "\(detail)"])
        case .historyFile(let name):
            LocalizedText("error.history_file.message", ["name": "\(name)"])
        case .noData(let name):
            LocalizedText("error.no_data.message", ["name": "\(name)"])
        case .toolMissing(let tool, _):
            LocalizedText("error.tool_missing.message", ["tool": "\(tool)"])
        case .stepFailed(let step, let detail):
            LocalizedText("error.import_step_failed.message", ["step": "\(step)", "detail": "\(detail)"])
        case .interrupted:
            LocalizedText("error.import_interrupted.message")
        case .unknownRegion(let id):
            LocalizedText("error.unknown_region.message", ["id": "\(id)"])
        case .invalidTile(let detail):
            LocalizedText("error.invalid_tile.message", ["detail": "\(detail)"])
        case .tileOutsideRegions:
            LocalizedText("error.tile_outside_regions.message")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .notPBF, .emptyFile, .damaged, .historyFile, .noData:
            LocalizedText("error.not_osm_pbf.hint")
        case .toolMissing(_, let package):
            LocalizedText("error.tool_missing.hint", ["package": "\(package)"])
        case .interrupted, .stepFailed:
            LocalizedText("error.import_interrupted.hint")
        case .invalidTile:
            LocalizedText("error.invalid_tile.hint")
        case .tileOutsideRegions, .unknownRegion:
            LocalizedText("error.tile_outside_regions.hint")
        case .fileNotFound:
            nil
        }
    }
}
