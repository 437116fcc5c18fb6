import BaluchonCore
import BaluchonProviders
import Crypto
import Foundation

/// A region of the catalogue as the CLI and the API list it.
public struct AvailableRegion: Sendable, Equatable, Encodable {
    /// The catalogue's id ("andorra"), what `region add` and `POST /regions` take.
    public var id: String
    public var name: String
    public var parent: String?
    /// The extract's size from a `HEAD` request; nil when not asked or not told.
    public var sizeBytes: Int64?
    /// Whether a region of this id is in service.
    public var installed: Bool
}

/// Regions of the catalogue, and how fresh the catalogue is.
public struct AvailableRegions: Sendable {
    public var regions: [AvailableRegion]
    public var fetchedAt: Date
    /// The catalogue could not be fetched again: an older copy was used.
    public var stale: Bool
}

/// Where a region's download and import stand.
public struct RegionAddProgress: Sendable, Equatable {
    public enum Phase: String, Sendable, Codable {
        case download, check, `import`, done
    }

    public var phase: Phase
    /// 0…1 over the whole add: the download is the first 60 %, the checksum the next 5 %, the import the rest.
    public var fraction: Double
    public var bytes: Int64
    public var totalBytes: Int64?
}

extension RegionsService {
    /// Regions whose extract sizes are asked for (a `HEAD` each) in one listing.
    static let sizedRegions = 8

    /// The catalogue's regions: those containing `near` (smallest first, the first being the one to
    /// propose), or matching `search`, or all; the first few with their sizes (a `HEAD` each, once per catalogue).
    public func available(search: String? = nil, near: Coordinate? = nil) async throws -> AvailableRegions {
        let loaded = try await catalogue.load()
        var found = loaded.catalogue.regions
        if let near { found = loaded.catalogue.containing(latitude: near.latitude, longitude: near.longitude) }
        if let search, !search.isEmpty {
            let matching = loaded.catalogue.search(search)
            found = near == nil ? matching : found.filter { region in matching.contains { $0.id == region.id } }
        }
        let installedIDs = Set(library.installed().map(\.info.id))
        let sized = Array(found.prefix(Self.sizedRegions))
        let sizes = await withTaskGroup(of: (String, Int64?).self) { group in
            for region in sized {
                group.addTask { [catalogue] in (region.id, await catalogue.size(of: region.pbfURL)) }
            }
            return await group.reduce(into: [String: Int64]()) { all, item in all[item.0] = item.1 }
        }
        let regions = found.map { region in
            AvailableRegion(
                id: region.id, name: region.name, parent: region.parent, sizeBytes: sizes[region.id],
                installed: installedIDs.contains(region.regionID))
        }
        return AvailableRegions(regions: regions, fetchedAt: loaded.fetchedAt, stale: loaded.stale)
    }

    /// The catalogue entry of `id`, or ``RegionError/notInCatalogue(id:)``.
    public func catalogueRegion(id: String) async throws -> CatalogueRegion {
        guard let region = try await catalogue.load().catalogue.region(id: id) else { throw RegionError.notInCatalogue(id: id) }
        return region
    }

    /// Downloads the catalogue's region `id` (resuming an interrupted download), checks it against its
    /// published MD5, imports it and puts it in service. Any failure leaves the region in service as it was.
    @discardableResult
    public func add(id: String, progress: @escaping @Sendable (RegionAddProgress) -> Void = { _ in }) async throws -> InstalledRegion {
        let region = try await catalogueRegion(id: id)
        return try await download(
            RegionSource(catalogueID: region.id, url: region.pbfURL, sourceDate: nil, md5: ""), as: region.regionID, name: region.name,
            progress: progress)
    }

    /// Downloads, checks and imports the extract at `source.url` as region `regionID`.
    func download(
        _ source: RegionSource, as regionID: String, name: String, progress: @escaping @Sendable (RegionAddProgress) -> Void
    ) async throws -> InstalledRegion {
        let folder = dataDirectory.appendingPathComponent("region-downloads", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let partial = folder.appendingPathComponent("\(regionID).osm.pbf.part")
        let expected = try await downloader.publishedMD5(of: source.url)
        let lastModified = try await downloader.download(source.url, into: partial) { step in
            let fraction = step.totalBytes.map { $0 > 0 ? Double(step.bytes) / Double($0) : 0 } ?? 0
            progress(RegionAddProgress(phase: .download, fraction: 0.6 * fraction, bytes: step.bytes, totalBytes: step.totalBytes))
        }
        let bytes = Int64((try? FileManager.default.attributesOfItem(atPath: partial.path))?[.size] as? Int ?? 0)
        progress(RegionAddProgress(phase: .check, fraction: 0.6, bytes: bytes, totalBytes: bytes))
        let actual = try Self.md5(of: partial)
        guard actual == expected else {
            try? FileManager.default.removeItem(at: partial)
            throw RegionError.checksumMismatch(expected: expected, actual: actual)
        }
        let extract = folder.appendingPathComponent("\(regionID).osm.pbf")
        try? FileManager.default.removeItem(at: extract)
        try FileManager.default.moveItem(at: partial, to: extract)
        defer { try? FileManager.default.removeItem(at: extract) }
        var checked = source
        checked.sourceDate = lastModified
        checked.md5 = actual
        let region = try await importExtract(extract, id: regionID, name: name, source: checked) { step in
            progress(RegionAddProgress(phase: .import, fraction: 0.65 + 0.35 * step.fraction, bytes: bytes, totalBytes: bytes))
        }
        progress(RegionAddProgress(phase: .done, fraction: 1, bytes: bytes, totalBytes: bytes))
        return region
    }

    /// The MD5 of a file, read a megabyte at a time.
    static func md5(of file: URL) throws -> String {
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        var hash = Insecure.MD5()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty { hash.update(data: chunk) }
        return Array(hash.finalize()).hex
    }

    /// Whether the source of an installed region is newer than what was imported: a later
    /// `Last-Modified`, or (when either date is unknown) a different published MD5.
    public func sourceIsNewer(_ region: RegionInfo) async throws -> Bool {
        guard let source = region.source else { return false }
        if let imported = source.sourceDate, let published = await downloader.head(source.url).lastModified {
            return published > imported
        }
        return try await downloader.publishedMD5(of: source.url) != source.md5
    }

    /// Downloads again the installed region `region`, from where its source was.
    @discardableResult
    public func refresh(
        _ region: RegionInfo, progress: @escaping @Sendable (RegionAddProgress) -> Void = { _ in }
    ) async throws
        -> InstalledRegion
    {
        guard let source = region.source else { throw RegionError.unknownRegion(id: region.id) }
        return try await download(source, as: region.id, name: region.name, progress: progress)
    }
}
