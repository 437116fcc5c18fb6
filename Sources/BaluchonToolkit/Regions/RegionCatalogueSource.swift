import BaluchonCore
import BaluchonProviders
import Foundation
import Synchronization

/// The region catalogue (`BALUCHON_REGIONS_INDEX_URL`), kept in the data directory as
/// `region-catalogue.json` with the address it came from beside it (`region-catalogue.source`); the
/// copy's modification date is its fetch date. Fetched again after a day; offline, the copy is used.
final class RegionCatalogueSource: Sendable {
    /// A catalogue and when it was fetched; `stale` when a fresher one could not be fetched.
    struct Loaded: Sendable {
        var catalogue: RegionCatalogue
        var fetchedAt: Date
        var stale: Bool
    }

    static let lifetime: TimeInterval = 86_400
    /// Geofabrik's whole index is a few megabytes; a mirror's may be larger.
    static let maximumBytes = 256 << 20

    let url: String
    let cacheFile: URL
    let sourceFile: URL
    let downloader: RegionDownloader
    let now: @Sendable () -> Date
    /// The catalogue last decoded, with the fetch date of the copy it came from.
    private let decoded = Mutex<Loaded?>(nil)
    /// What a `HEAD` told of each extract's size (nil: not told, or no answer), by address, kept until the
    /// catalogue is fetched again: the map asks for the regions around it at every move, and Geofabrik's
    /// extracts change once a day at most.
    private let sizes = Mutex<[String: Int64?]>([:])

    init(url: String, dataDirectory: URL, downloader: RegionDownloader, now: @escaping @Sendable () -> Date) {
        self.url = url
        cacheFile = dataDirectory.appendingPathComponent("region-catalogue.json")
        sourceFile = dataDirectory.appendingPathComponent("region-catalogue.source")
        self.downloader = downloader
        self.now = now
    }

    /// The catalogue: the copy when it is less than a day old and came from the same address, else
    /// fetched again (the copy, marked stale, when that fails).
    func load() async throws -> Loaded {
        let copyDate = cachedCopyDate()
        if let copyDate, now().timeIntervalSince(copyDate) < Self.lifetime { return try decode(fetchedAt: copyDate, stale: false) }
        do {
            let data = try await downloader.get(url, limit: Self.maximumBytes) { .catalogueUnavailable(reason: $0) }
            let catalogue = try RegionCatalogue(decoding: data)
            try FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: cacheFile, options: .atomic)
            try Data(url.utf8).write(to: sourceFile, options: .atomic)
            let loaded = Loaded(catalogue: catalogue, fetchedAt: cachedCopyDate() ?? now(), stale: false)
            decoded.withLock { $0 = loaded }
            sizes.withLock { $0 = [:] }
            return loaded
        } catch let error as RegionError where error != .interrupted {
            guard let copyDate else { throw error }
            return try decode(fetchedAt: copyDate, stale: true)
        }
    }

    /// The size of the extract at `url`, asked by `HEAD` once per catalogue; nil when the server does not tell
    /// or cannot be reached.
    func size(of url: String) async -> Int64? {
        if let known = sizes.withLock({ $0[url] }) { return known }
        let size = await downloader.head(url).size
        sizes.withLock { $0[url] = size }
        return size
    }

    /// The fetch date of the copy, nil without a copy of the configured address.
    private func cachedCopyDate() -> Date? {
        guard let source = FileManager.default.contents(atPath: sourceFile.path), String(decoding: source, as: UTF8.self) == url else {
            return nil
        }
        return (try? FileManager.default.attributesOfItem(atPath: cacheFile.path))?[.modificationDate] as? Date
    }

    private func decode(fetchedAt: Date, stale: Bool) throws -> Loaded {
        if let known = decoded.withLock({ $0 }), known.fetchedAt == fetchedAt {
            return Loaded(catalogue: known.catalogue, fetchedAt: fetchedAt, stale: stale)
        }
        guard let data = FileManager.default.contents(atPath: cacheFile.path) else { throw RegionError.catalogueUnreadable }
        let loaded = Loaded(catalogue: try RegionCatalogue(decoding: data), fetchedAt: fetchedAt, stale: stale)
        decoded.withLock { $0 = loaded }
        return loaded
    }
}
