import BaluchonCore
import Foundation

/// The imported GTFS feeds: one timetable file per feed (`<data>/transit/<id>.timetable`), written
/// whole beside the old one and renamed over it, so a feed in service is replaced only by a complete
/// one and a failed import leaves it untouched.
///
/// Archives are opened with Debian's `unzip` (package unzip), run at import time only: the feed's
/// text files are read from it one by one, and nothing of the archive is kept.
public struct FeedLibrary: Sendable {
    public static let fileExtension = "timetable"
    /// The files of a feed Baluchon reads; the others (shapes, fares…) are left in the archive.
    static let wantedFiles = [
        "agency.txt", "stops.txt", "routes.txt", "trips.txt", "stop_times.txt", "calendar.txt", "calendar_dates.txt", "transfers.txt",
    ]
    static let unzip = ExternalTool(name: "unzip", package: "unzip")

    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The feed id of an archive: its file name without `.zip`, in lower case, letters, digits, `-` and `_`.
    public static func feedID(for file: URL) -> String {
        let base = file.lastPathComponent.lowercased().replacingOccurrences(of: ".zip", with: "")
        let id = String(base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        return id.isEmpty ? "feed" : id
    }

    public func file(for id: String) -> URL {
        directory.appendingPathComponent("\(id).\(Self.fileExtension)")
    }

    /// The ids of the feeds in service.
    public func ids() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".\(Self.fileExtension)") }.map { String($0.dropLast(Self.fileExtension.count + 1)) }.sorted()
    }

    /// When a feed's file was written, the key its loaded copy is kept under.
    public func importedAt(_ id: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file(for: id).path))?[.modificationDate] as? Date
    }

    public func load(_ id: String) throws(TransitError) -> Timetable {
        guard let data = FileManager.default.contents(atPath: file(for: id).path) else { throw .unknownFeed(id: id) }
        return try Timetable(encoded: [UInt8](data))
    }

    /// Reads the archive, builds its timetable and puts it in service; `progress` hears each step by its id
    /// (a ``FeedImportStep``'s `rawValue`, which each language names).
    public func importFeed(_ archive: URL, progress: @escaping @Sendable (_ fraction: Double, _ step: String) -> Void) async throws -> FeedInfo {
        guard FileManager.default.isReadableFile(atPath: archive.path) else {
            throw TransitError.corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.unreadable", ["file": "\(archive.lastPathComponent)"]))
        }
        progress(0, FeedImportStep.archive.rawValue)
        let listing = try await Self.unzip.run(["-Z1", archive.path])
        guard listing.status == 0 else {
            throw TransitError.corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.notZip", ["file": "\(archive.lastPathComponent)"]))
        }
        // Feeds sometimes put their files in a folder inside the archive.
        var paths: [String: String] = [:]
        for line in String(decoding: listing.output, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let name = String(line.split(separator: "/").last ?? "")
            if Self.wantedFiles.contains(name) && paths[name] == nil { paths[name] = String(line) }
        }
        var files: [String: [UInt8]] = [:]
        for (position, name) in Self.wantedFiles.enumerated() {
            guard let path = paths[name] else { continue }
            progress(0.3 * Double(position) / Double(Self.wantedFiles.count), FeedImportStep.unzip.rawValue)
            let outcome = try await Self.unzip.run(["-p", archive.path, path])
            guard outcome.status == 0 else {
                throw TransitError.corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.notExtractable", ["file": "\(name)"]))
            }
            files[name] = [UInt8](outcome.output)
        }
        let id = Self.feedID(for: archive)
        let timetable = try Timetable.gtfs(id: id, file: { files[$0] }, progress: { progress(0.3 + 0.65 * $0, $1.rawValue) })
        try Task.checkCancellation()
        progress(0.95, FeedImportStep.timetable.rawValue)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Written to a temporary file, then renamed over the old one: readers see one or the other, whole.
        try Data(timetable.encoded()).write(to: file(for: id), options: .atomic)
        progress(1, FeedImportStep.done.rawValue)
        return FeedInfo(timetable: timetable, importedAt: importedAt(id) ?? Date())
    }

    public func remove(_ id: String) throws(TransitError) {
        guard ids().contains(id) else { throw .unknownFeed(id: id) }
        try? FileManager.default.removeItem(at: file(for: id))
    }
}
