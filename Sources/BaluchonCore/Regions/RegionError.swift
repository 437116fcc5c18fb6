import Foundation

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
    /// A step of the import failed: `step` is its id (``RegionImportStepID``), `detail` what went wrong in the reader's words.
    case stepFailed(step: String, detail: LocalizedText)
    case interrupted
    case unknownRegion(id: String)
    case invalidTile(detail: LocalizedText)
    case tileOutsideRegions
    /// The region index could not be fetched and no copy of it is cached; `reason` in the reader's words
    /// ("no network connection"), never a transport's type name.
    case catalogueUnavailable(reason: LocalizedText)
    /// The region index is not a GeoJSON FeatureCollection in Geofabrik's format.
    case catalogueUnreadable
    case notInCatalogue(id: String)
    /// The server holding the extract answered with an error status (404: no such file).
    case downloadRefused(status: Int)
    /// The connection dropped or stalled during a download; what arrived is kept for the next try.
    case downloadInterrupted(receivedBytes: Int)
    /// The downloaded file differs from the checksum published beside it.
    case checksumMismatch(expected: String, actual: String)

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
        case .catalogueUnavailable: .catalogueUnavailable
        case .catalogueUnreadable: .catalogueUnreadable
        case .notInCatalogue: .notInCatalogue
        case .downloadRefused: .downloadRefused
        case .downloadInterrupted: .downloadInterrupted
        case .checksumMismatch: .checksumMismatch
        }
    }

    public var kind: FailureKind {
        switch self {
        case .fileNotFound, .unknownRegion, .tileOutsideRegions, .notInCatalogue: .notFound
        case .emptyFile, .notPBF, .damaged, .historyFile, .noData, .invalidTile: .badInput
        case .toolMissing: .notConfigured
        case .stepFailed, .interrupted: .internal
        case .catalogueUnavailable, .catalogueUnreadable, .downloadRefused, .downloadInterrupted, .checksumMismatch: .upstreamUnavailable
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
                LocalizedText("error.not_osm_pbf.message", ["name": "\(name)", "actual": .localized(Self.fileKind(actual))])
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
            LocalizedText(
                "error.import_step_failed.message",
                ["step": RegionImportStepID(rawValue: step).map { .localized($0.label) } ?? "\(step)", "detail": .localized(detail)])
        case .interrupted:
            LocalizedText("error.import_interrupted.message")
        case .unknownRegion(let id):
            LocalizedText("error.unknown_region.message", ["id": "\(id)"])
        case .invalidTile(let detail):
            LocalizedText("error.invalid_tile.message", ["detail": .localized(detail)])
        case .tileOutsideRegions:
            LocalizedText("error.tile_outside_regions.message")
        case .catalogueUnavailable(let reason):
            LocalizedText("error.catalogue_unavailable.message", ["detail": .localized(reason)])
        case .catalogueUnreadable:
            LocalizedText("error.catalogue_unreadable.message")
        case .notInCatalogue(let id):
            LocalizedText("error.not_in_catalogue.message", ["id": "\(id)"])
        case .downloadRefused(let status):
            LocalizedText(status == 404 ? "error.download_refused.message.missing" : "error.download_refused.message", ["status": "\(status)"])
        case .downloadInterrupted(let received):
            LocalizedText("error.download_interrupted.message", ["received": "\(received)"])
        case .checksumMismatch(let expected, let actual):
            LocalizedText("error.checksum_mismatch.message", ["expected": "\(expected)", "actual": "\(actual)"])
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
            LocalizedText("error.tile_outside_regions.hint.traveller")
        case .catalogueUnavailable, .catalogueUnreadable:
            LocalizedText("error.catalogue_unavailable.hint.traveller")
        case .notInCatalogue:
            LocalizedText("error.not_in_catalogue.hint.traveller")
        case .downloadInterrupted:
            LocalizedText("error.download_interrupted.hint")
        case .checksumMismatch, .downloadRefused:
            LocalizedText("error.checksum_mismatch.hint")
        case .fileNotFound:
            nil
        }
    }

    public var commandHint: LocalizedText? {
        switch self {
        case .tileOutsideRegions, .unknownRegion: LocalizedText("error.tile_outside_regions.hint")
        case .catalogueUnavailable, .catalogueUnreadable: LocalizedText("error.catalogue_unavailable.hint")
        case .notInCatalogue: LocalizedText("error.not_in_catalogue.hint")
        default: nil
        }
    }

    /// Step `step`'s program `tool` stopped with `status`: said in the reader's words, followed by the last
    /// words the program wrote (its own, in English), which tell what went wrong.
    public static func toolFailed(step: String, tool: String, status: Int32, output: some StringProtocol) -> RegionError {
        let words = String(output.trimmingCharacters(in: .whitespacesAndNewlines).prefix(300))
        let arguments: [String: LocalizedText.Argument] = ["tool": "\(tool)", "status": "\(status)", "output": "\(words)"]
        let key = words.isEmpty ? "error.import_step_failed.toolStatus" : "error.import_step_failed.tool"
        return .stepFailed(step: step, detail: LocalizedText(key, arguments))
    }

    /// What a file seems to be, as ``ExtractInspector`` names it ("gzip", "OSM XML", "text"), in the reader's words.
    static func fileKind(_ actual: String) -> LocalizedText {
        let known = ["gzip": "gzip", "bzip2": "bzip2", "zip": "zip", "OSM XML": "osmXML", "JSON": "json", "text": "text"]
        return known[actual].map { LocalizedText("region.fileKind.\($0)") } ?? LocalizedText("region.fileKind.other", ["kind": "\(actual)"])
    }
}
