import BaluchonCore
import BaluchonProviders
import Foundation
import Logging

/// Places: offline search-as-you-type, reverse geocoding and country facts from the embedded GeoNames
/// gazetteer; online search (Nominatim) on demand through a cached chain; GeoNames imports.
public struct PlacesService: Sendable {
    /// The credit online place search answers carry.
    public static let onlineAttribution = NominatimPlaces.attribution

    /// Online geocoding answers change rarely: keep them a week, call them stale after three months.
    static let onlinePolicy = CachePolicy(timeToLive: 7 * 86_400, staleAfter: 90 * 86_400)
    /// Reverse geocoding returns at most this many places.
    public static let nearestLimits = 1...20

    public let loader: GazetteerLoader
    let offline: GeoNamesPlaces?
    let online: ProviderChain<OnlinePlaceSearch, [PlaceResult]>
    /// Every provider of the capability, configured or not.
    public let descriptors: [ProviderDescriptor]
    let now: @Sendable () -> Date

    init(context: CapabilityContext) {
        let storage = GazetteerStorage(dataDirectory: context.settings.dataDirectory)
        loader = GazetteerLoader(storage: storage, logger: context.logger)
        let geonames = GeoNamesPlaces(loader: loader)
        // One spacer for the whole deployment: Nominatim's one request per second is per application.
        let spacer = RequestSpacer(interval: .seconds(1), maximumWait: .seconds(5), sharing: context.store, as: "nominatim")
        let nominatim = NominatimPlaces(
            upstream: context.upstream, baseURL: context.settings.credentials(for: "NOMINATIM").url, spacer: spacer)
        descriptors = [geonames.descriptor, nominatim.descriptor]
        let order = context.settings.providerOrder[.places] ?? []
        offline = order.contains(geonames.descriptor.id) ? geonames : nil
        online = ProviderChain(
            capability: .places, providers: context.ordered([nominatim], capability: .places, id: \.descriptor.id),
            monitor: context.monitor, store: context.store, policy: Self.onlinePolicy, timeout: context.settings.upstreamTimeout)
        let monitor = context.monitor
        now = { monitor.now() }
    }

    /// Places whose names match `text` in the offline gazetteer, best first.
    public func search(
        text: String, country: String? = nil, limit: Int = PlaceQuery.defaultLimit, language: UILanguage
    ) async throws -> Sourced<[PlaceResult]> {
        let gazetteer = try await offlineGazetteer()
        let query = try PlaceQuery(text: text, country: country, limit: limit, countries: gazetteer.countries)
        return Sourced(gazetteer.search(query, language: language, now: now()), provenance: provenance(gazetteer))
    }

    /// Places and addresses from the online providers (Nominatim), cached; each gets the time zone of
    /// the nearest gazetteer place and its current local time.
    public func searchOnline(
        text: String, country: String? = nil, limit: Int = PlaceQuery.defaultLimit, language: UILanguage
    ) async throws -> Sourced<[PlaceResult]> {
        let gazetteer = try? await loader.gazetteer()
        let query = try PlaceQuery(text: text, country: country, limit: limit, countries: gazetteer?.countries)
        let request = OnlinePlaceSearch(text: query.text, country: query.country, limit: query.limit, language: language)
        let answer = try await online.value(for: request, cacheKey: request.cacheKey)
        let instant = now()
        return answer.map { results in
            results.map { result in
                var result = result
                if let gazetteer, let point = try? Coordinate(latitude: result.latitude, longitude: result.longitude) {
                    result.timeZone = gazetteer.timeZone(near: point)
                    result.localTime = result.timeZone.flatMap { LocalTime(timeZone: $0, at: instant) }
                }
                return result
            }
        }
    }

    /// The places nearest to a point, closest first.
    public func nearest(to point: Coordinate, limit: Int = 1, language: UILanguage) async throws -> Sourced<[PlaceResult]> {
        guard Self.nearestLimits.contains(limit) else {
            throw ParameterError.outOfRange(name: "limit", value: String(limit), range: Self.nearestLimits)
        }
        let gazetteer = try await offlineGazetteer()
        return Sourced(gazetteer.nearest(to: point, limit: limit, language: language, now: now()), provenance: provenance(gazetteer))
    }

    /// A country's facts, its names in `language`.
    public func country(_ code: String, language: UILanguage) async throws -> Sourced<CountryFacts> {
        let gazetteer = try await loader.gazetteer()
        return Sourced(try gazetteer.country(code, language: language), provenance: provenance(gazetteer))
    }

    /// Every country's facts.
    public func countries(language: UILanguage) async throws -> Sourced<[CountryFacts]> {
        let gazetteer = try await loader.gazetteer()
        return Sourced(gazetteer.allCountries(language: language), provenance: provenance(gazetteer))
    }

    /// What the gazetteer in use holds.
    public func status() async throws -> GazetteerStatus {
        let gazetteer = try await loader.gazetteer()
        let storage = loader.storage
        return GazetteerStatus(
            places: gazetteer.index.places.count, names: gazetteer.index.keys.count, countries: gazetteer.countries.records.count,
            source: gazetteer.index.info.source, builtAt: gazetteer.index.info.builtAt,
            imported: FileManager.default.fileExists(atPath: storage.importedPlaces.path),
            directory: storage.directory.path)
    }

    /// Imports a GeoNames file into the data directory (see ``GeoNamesImporter``); the server picks it
    /// up at its next start.
    /// What a GeoNames import keeps.
    public typealias ImportOptions = GeoNamesImporter.Options

    public func importFile(
        _ url: URL, options: ImportOptions, into directory: URL? = nil, progress: (GeoNamesImporter.Progress) -> Void
    ) throws -> GeoNamesImporter.Summary {
        let storage = directory.map { GazetteerStorage(directory: $0) } ?? loader.storage
        let logger = Logger(label: "baluchon.import")
        return try GeoNamesImporter(storage: storage).importFile(
            url, options: options, now: now(), current: { try GazetteerLoader.load(storage: loader.storage, logger: logger).index },
            progress: progress)
    }

    /// Forgets imported data: the built-in gazetteer answers again.
    public func resetImportedData() throws {
        try loader.storage.reset()
    }

    /// `2984701` from a gazetteer place id, `geonames:2984701`; nil for any other text.
    public static func geonameID(_ text: String) -> Int? {
        guard text.lowercased().hasPrefix("geonames:") else { return nil }
        return Int(text.dropFirst("geonames:".count))
    }

    /// The gazetteer's place of a GeoNames id, nil when it has none.
    public func place(geonameID id: Int, language: UILanguage) async throws -> PlaceResult? {
        let gazetteer = try await loader.gazetteer()
        guard let index = gazetteer.index.places.index(ofGeonameID: id) else { return nil }
        return gazetteer.index.result(at: index, language: language, now: now())
    }

    private func offlineGazetteer() async throws -> Gazetteer {
        guard offline != nil else { throw ChainError.noProviderConfigured(.places) }
        return try await loader.gazetteer()
    }

    private func provenance(_ gazetteer: Gazetteer) -> Provenance {
        Provenance(source: "geonames", fetchedAt: gazetteer.index.info.builtAt)
    }
}
