import BaluchonCore
import BaluchonProviders
import Crypto
import Foundation
import Logging
import Synchronization

/// Trip packs (docs/PACKS.md): what a phone keeps of an area to answer without the server. Each part is
/// built once per version from what the server already has — tiles from the offline renderer, places
/// cut from the regions' place indexes, the kinds catalogue, the gazetteer's places of the area's
/// countries, the rate table — and kept in `<data dir>/packs/`.
public final class PackService: Sendable {
    /// The folder of built parts holds at most this much.
    public static let capacityBytes = 1 << 30
    /// Bumped whenever the tiles' drawing changes, so that built tile parts are not served again.
    static let tilesRevision = 1

    /// The rate table as `GET /api/v1/rates` writes it, which the server gives (the body is its own).
    public struct Rates: Sendable {
        public var body: Data
        public var day: String
        public var currencies: Int

        public init(body: Data, day: String, currencies: Int) {
            self.body = body
            self.day = day
            self.currencies = currencies
        }
    }

    /// A part's bytes and what the manifest says of them.
    public struct Part: Sendable {
        public var id: PackPartID
        public var bytes: Data
        public var sha256: String
        public var version: String { String(sha256.prefix(16)) }
    }

    let regions: RegionsService
    let places: PlacesService
    let store: PackStore
    let flights = PackFlights()
    let logger: Logger
    /// Parts built by this process, by part (a statistic for the logs and the tests).
    let builds = Mutex<[PackPartID: Int]>([:])

    init(context: CapabilityContext, regions: RegionsService, places: PlacesService) {
        self.regions = regions
        self.places = places
        self.logger = context.logger
        store = PackStore(
            directory: context.settings.dataDirectory.appendingPathComponent("packs", isDirectory: true), capacityBytes: Self.capacityBytes)
    }

    /// The area a query names, cut to the imported regions.
    public func area(_ query: PackAreaQuery) throws -> PackArea {
        let installed = regions.installed().map(\.info)
        let area: PackArea
        switch query {
        case .region(let id):
            guard let region = installed.first(where: { $0.id == id }) else { throw RegionError.unknownRegion(id: id) }
            return PackArea.region(region)
        case .circle(let center, let radiusKm):
            area = PackArea.circle(center: center, radiusKm: radiusKm)
        case .list(let places, let code):
            area = try PackArea.list(places, codeDigest: Array(SHA256.hash(data: Data(code.utf8))).hex)
        }
        guard let clipped = area.clipped(to: installed.map(\.bounds)) else { throw PackError.outsideRegions }
        return clipped
    }

    /// The manifest of the pack of `area`, building the parts not built yet. `query` is the area's query
    /// as the part URLs repeat it.
    public func manifest(
        for area: PackArea, query: String, language: UILanguage, rates: Rates, work: some PackWorkRunner
    ) async throws -> PackManifest {
        var parts: [PackManifest.Part] = []
        var missing: [String] = []
        for id in PackPartID.allCases {
            if id == .routing, routingRegion(area) == nil {
                missing.append(id.rawValue)
                continue
            }
            let built = try await self.built(id, of: area, rates: rates, work: work).built
            let url = "/api/v1/packs/\(id.rawValue)?\(query)&version=\(built.sha256.prefix(16))&lang=\(language.rawValue)"
            parts.append(PackManifest.Part(id: id, sha256: built.sha256, bytes: built.bytes, dataDate: built.dataDate, count: built.count, url: url))
        }
        let packVersion = Array(SHA256.hash(data: Data(parts.map(\.version).joined(separator: ",").utf8))).hex.prefix(16)
        return PackManifest(
            area: area, name: await name(of: area, language: language), parts: parts, packVersion: String(packVersion),
            missing: missing.map { PackManifest.Missing(id: $0, message: LocalizedText("pack.missing.\($0)").text(in: language)) },
            attribution: PackManifest.attribution)
    }

    /// One part's bytes, when `version` is still its version; `PackError.changed` otherwise.
    public func part(_ id: PackPartID, of area: PackArea, version: String, rates: Rates, work: some PackWorkRunner) async throws -> Part {
        let (key, built) = try await self.built(id, of: area, rates: rates, work: work)
        guard built.sha256.prefix(16) == version.lowercased() else { throw PackError.changed }
        guard let bytes = try? Data(contentsOf: store.file(id, key: key), options: .mappedIfSafe) else { throw PackError.changed }
        return Part(id: id, bytes: bytes, sha256: built.sha256)
    }

    /// How a pack is named in `language`: the region's name, the circle around its nearest town, or the list.
    func name(of area: PackArea, language: UILanguage) async -> String {
        switch area.kind {
        case .region(let id):
            return regions.regions().first { $0.id == id }?.name ?? id
        case .circle(let center, let radiusKm):
            var town: String?
            if let index = try? await places.loader.gazetteer().index, let nearest = index.nearest(to: center).first {
                town = index.places.name(at: nearest.place)
            }
            return LocalizedText("pack.name.circle", ["radius": "\(radiusKm)", "place": "\(town ?? "\(center.latitude),\(center.longitude)")"])
                .text(in: language)
        case .list(let count):
            return LocalizedText("pack.name.list", ["count": "\(count)"]).text(in: language)
        }
    }

    /// The built part, built now (once, however many ask together) when it is not kept yet.
    func built(_ id: PackPartID, of area: PackArea, rates: Rates, work: some PackWorkRunner) async throws -> (key: String, built: PackStore.Built) {
        let key = try await key(id, of: area, rates: rates)
        if let built = store.built(id, key: key) { return (key, built) }
        let store = store
        let built = try await flights.run("\(id.rawValue)-\(key)") { [self] in
            if let built = store.built(id, key: key) { return built }
            let started = ContinuousClock.now
            let source = try await self.source(id, of: area, rates: rates)
            let (bytes, count, dataDate) = try await work.run { try source() }
            let built = try store.keep(bytes, part: id, key: key, count: count, dataDate: dataDate)
            builds.withLock { $0[id, default: 0] += 1 }
            logger.info("Pack \(area.id): part \(id.rawValue) built in \(ContinuousClock.now - started), \(bytes.count) bytes.")
            return built
        }
        return (key, built)
    }

    /// The regions an area meets.
    func touchedRegions(_ area: PackArea) -> [InstalledRegion] {
        regions.installed().filter { $0.info.bounds.intersects(area.bounds) }.sorted { $0.info.id < $1.info.id }
    }

    /// The region whose routing database the pack carries: the one holding the area's centre, else the
    /// first the area meets; nil when none of them has one.
    func routingRegion(_ area: PackArea) -> InstalledRegion? {
        let routed = touchedRegions(area).filter { PackRouting.hasDatabase($0) }
        let bounds = area.bounds
        let (latitude, longitude) = ((bounds.south + bounds.north) / 2, (bounds.west + bounds.east) / 2)
        return routed.first { $0.info.bounds.contains(latitude: latitude, longitude: longitude) } ?? routed.first
    }

    /// Names everything a part is built from: the same key, the same bytes.
    func key(_ id: PackPartID, of area: PackArea, rates: Rates) async throws -> String {
        let bounds = area.bounds
        var inputs = ["\(id.rawValue)", "\(id.format.name) \(id.format.version)"]
        switch id {
        case .tiles, .places:
            inputs.append("\(bounds.west) \(bounds.south) \(bounds.east) \(bounds.north)")
            inputs += touchedRegions(area).map { "\($0.info.id) \($0.info.importedAt.timeIntervalSince1970)" }
            if id == .tiles { inputs.append("revision \(Self.tilesRevision)") }
        case .kinds:
            inputs.append(Array(SHA256.hash(data: try Data(contentsOf: ShippedKinds.tableURL))).hex)
        case .gazetteer:
            let info = try await places.loader.gazetteer().index.info
            inputs += ["\(bounds.west) \(bounds.south) \(bounds.east) \(bounds.north)", info.source, "\(info.builtAt.timeIntervalSince1970)"]
        case .rates:
            inputs.append(Array(SHA256.hash(data: rates.body)).hex)
        case .routing:
            guard let region = routingRegion(area) else { throw PackError.changed }
            inputs += ["\(region.info.id) \(region.info.importedAt.timeIntervalSince1970)", try PackRouting.profilesDigest()]
        case .phrases:
            let book = try Phrasebook.shipped()
            inputs += [book.source.commit, "\(book.phrases.count)"] + (try await phraseLanguages(of: area, in: book)).map(\.rawValue)
        }
        return String(Array(SHA256.hash(data: Data(inputs.joined(separator: "\n").utf8))).hex.prefix(24))
    }

    /// The job that builds a part: its bytes, what it counts and the day of its data. What must be read
    /// asynchronously (the gazetteer) is read first; the job itself is the heavy, synchronous work.
    func source(_ id: PackPartID, of area: PackArea, rates: Rates) async throws -> @Sendable () throws -> (Data, Int?, String?) {
        let touched = touchedRegions(area)
        let regionDay = touched.compactMap(\.info.dataDate).max().map(Self.day)
        let bounds = area.bounds
        switch id {
        case .tiles:
            let tiles = regions.tiles
            return {
                let coordinates = PackTiles.coordinates(in: bounds, regions: touched.map(\.info.bounds))
                var blobs: [Data] = []
                var blobBySVG: [Data: Int] = [:]
                var entries: [(tile: TileCoordinate, blob: Int)] = []
                entries.reserveCapacity(coordinates.count)
                for tile in coordinates {
                    let svg = Data(try tiles.tile(tile).utf8)
                    let digest = Data(SHA256.hash(data: svg))
                    if let blob = blobBySVG[digest] {
                        entries.append((tile, blob))
                    } else {
                        blobBySVG[digest] = blobs.count
                        entries.append((tile, blobs.count))
                        blobs.append(try Gzip.compress(svg))
                    }
                }
                return (TileBundle.encode(tiles: entries, blobs: blobs), entries.count, regionDay)
            }
        case .places:
            return {
                let cuts = try touched.compactMap { region -> PlaceIndexArchive? in
                    let file = region.folder(InstalledRegion.placesFolder).appendingPathComponent(FeaturesStep.placesFile)
                    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
                    return try PlaceIndexArchive(decoding: try Data(contentsOf: file, options: .mappedIfSafe)).cut(to: bounds)
                }
                let cut = PlaceIndexArchive(
                    places: cuts.flatMap(\.places), streets: cuts.flatMap(\.streets), settlements: cuts.flatMap(\.settlements),
                    areas: cuts.flatMap(\.areas))
                return (cut.encoded(), cut.places.count, regionDay)
            }
        case .kinds:
            return { (try Data(contentsOf: ShippedKinds.tableURL), ShippedKinds.catalog.kinds.count, nil) }
        case .gazetteer:
            let index = try await places.loader.gazetteer().index
            return {
                let countries = PackGazetteer.countries(touching: bounds, in: index)
                let (json, count) = try PackGazetteer.encode(countries: countries, index: index)
                return (json, count, Self.day(index.info.builtAt))
            }
        case .rates:
            return { (rates.body, rates.currencies, rates.day) }
        case .routing:
            guard let region = routingRegion(area) else { throw PackError.changed }
            return { try PackRouting.bundle(of: region) }
        case .phrases:
            let book = try Phrasebook.shipped()
            let languages = try await phraseLanguages(of: area, in: book)
            return {
                let (json, count) = try PackPhrases.encode(book, languages: languages)
                return (json, count, nil)
            }
        }
    }

    /// The phrasebook languages of the countries the area touches.
    func phraseLanguages(of area: PackArea, in book: Phrasebook) async throws -> [LanguageCode] {
        let gazetteer = try await places.loader.gazetteer()
        let codes = PackGazetteer.countries(touching: area.bounds, in: gazetteer.index)
        return PackPhrases.languages(of: codes.compactMap { gazetteer.countries.country($0) }, in: book)
    }

    /// A date as its UTC day, `YYYY-MM-DD`.
    static func day(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
    }
}
