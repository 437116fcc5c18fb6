import BaluchonCore
import BaluchonProviders
import Foundation
import Logging
import ServiceLifecycle

/// Regions: OpenStreetMap extracts imported into `<data dir>/regions` (routing database, base map and,
/// once merged, the place index), their list, and the offline map tiles drawn from them.
public struct RegionsService: Sendable {
    /// The count, among an imported region's counts, of osmium's lines that could not be read.
    public static let unreadableLinesCount = FeaturesStep.unreadableLinesCount

    public static let attribution = "© OpenStreetMap contributors"
    /// The credit for the catalogue's default source, shown beside OpenStreetMap's.
    public static let catalogueAttribution = "Extracts: Geofabrik GmbH (download.geofabrik.de)"
    /// Written once the shipped region has been imported, so removing it is not undone at the next start.
    static let shippedMarker = ".shipped-region-imported"

    public let library: RegionLibrary
    let logger: Logger
    let tiles: TileService
    let dataDirectory: URL
    let downloader: RegionDownloader
    let catalogue: RegionCatalogueSource
    /// Downloads started from the API, one at a time per region.
    public let jobs: RegionJobs
    /// The operator's token that allows downloads and removals from the API; nil: not allowed.
    let adminToken: String?

    init(context: CapabilityContext) {
        dataDirectory = context.settings.dataDirectory
        library = RegionLibrary(directory: dataDirectory.appendingPathComponent("regions", isDirectory: true))
        logger = context.logger
        tiles = TileService(library: library)
        downloader = RegionDownloader(userAgent: context.upstream.userAgent)
        let monitor = context.monitor
        catalogue = RegionCatalogueSource(
            url: context.settings.regionsIndexURL, dataDirectory: dataDirectory, downloader: downloader, now: { monitor.now() })
        jobs = RegionJobs(logger: context.logger)
        adminToken = context.settings.adminToken
    }

    /// Whether the API may download and remove regions: the operator set a token.
    public var downloadsAllowed: Bool { adminToken != nil }

    /// Whether `token` is the operator's, compared in constant time; false when none is set.
    public func isAdminToken(_ token: String?) -> Bool {
        guard let adminToken, let token else { return false }
        return ConstantTime.equal(adminToken, token)
    }

    /// The import steps, in order; each writes its own sub-folder of the region.
    public var steps: [any RegionImportStep] { [RoutingStep(), FeaturesStep()] }

    /// The regions in service, by id.
    public func regions() -> [RegionInfo] {
        library.installed().map(\.info)
    }

    /// The regions in service with their folders, for the capabilities that read them (search, routes).
    public func installed() -> [InstalledRegion] {
        library.installed()
    }

    /// Imports an extract (replacing the region of the same id, named after the file unless `id` is
    /// given); interrupted or failed imports change nothing.
    @discardableResult
    public func importExtract(
        _ file: URL, id: String? = nil, name: String? = nil, source: RegionSource? = nil,
        progress: @escaping @Sendable (RegionLibrary.Progress) -> Void = { _ in }
    ) async throws
        -> InstalledRegion
    {
        library.removeLeftovers()
        let region = try await library.import(extract: file, steps: steps, id: id, name: name, source: source, progress: progress)
        tiles.regionsChanged()
        return region
    }

    public func remove(id: String) throws {
        try library.remove(id: id)
        tiles.regionsChanged()
    }

    /// The SVG of one offline map tile, from the path parameters as typed.
    public func tile(z: String, x: String, y: String) throws -> String {
        try tiles.tile(TileCoordinate(z: z, x: x, y: y))
    }

    /// Imports the shipped Monaco extract the first time the server starts, in the background.
    public var firstStartService: any Service { FirstRegionImport(regions: self) }

    /// Imports the shipped extract unless it was imported before (even if removed since) or regions exist.
    func importShippedRegionIfFirstStart() async {
        library.removeLeftovers()
        let marker = library.directory.appendingPathComponent(Self.shippedMarker)
        guard !FileManager.default.fileExists(atPath: marker.path), library.installed().isEmpty else { return }
        guard let extract = ShippedRegion.extract else {
            logger.warning("The shipped region extract is missing; no region imported.")
            return
        }
        logger.info("Importing the shipped region \(extract.lastPathComponent) in the background…")
        let logger = logger
        let lastTenth = LockedValue(-1)
        do {
            let region = try await importExtract(extract) { progress in
                let tenth = Int(progress.fraction * 10)
                guard lastTenth.exchange(tenth) != tenth else { return }
                logger.info("Region import: \(tenth * 10)% (\(progress.step))")
            }
            try? Data().write(to: marker)
            if let unreadable = region.info.counts[FeaturesStep.unreadableLinesCount], unreadable > 0 {
                logger.warning("Region \(region.info.id): \(unreadable) lines of osmium's export could not be read and were left out.")
            }
            logger.info(
                "Region \(region.info.id) imported: \(region.info.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))."
            )
        } catch is CancellationError {
            // The server stopped (or could not start) before the import ended: the next start imports again.
            logger.info("The shipped region's import stopped with the server; the next start takes it up again.")
        } catch {
            logger.error("The shipped region could not be imported: \(error)")
        }
    }
}

/// Runs the first-start import beside the server, then stays until shutdown (a service that returns
/// would stop the server).
struct FirstRegionImport: NamedService {
    let regions: RegionsService

    func run() async throws {
        await cancelWhenGracefulShutdown {
            await regions.importShippedRegionIfFirstStart()
        }
        try? await gracefulShutdown()
    }
}
