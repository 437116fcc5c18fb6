import BaluchonCore
import BaluchonProviders
import Foundation

/// Search and "where am I": kinds of place and names around a point from the imported regions' place
/// indexes, the Overpass API for kinds outside them, the gazetteer and Nominatim for names and addresses.
public struct SearchService: Sendable {
    /// Overpass answers about shops and pharmacies age slowly: a day fresh, stale after a month.
    static let overpassPolicy = CachePolicy(timeToLive: 86_400, staleAfter: 30 * 86_400)
    /// Addresses do not move: a reverse geocoding is kept a month.
    static let reversePolicy = CachePolicy(timeToLive: 30 * 86_400, staleAfter: 365 * 86_400)

    public let catalog: KindCatalog
    public let loader: PlaceIndexLoader
    let regions: @Sendable () -> [InstalledRegion]
    let places: PlacesService
    let overpass: ProviderChain<OverpassQuery, [IndexedPlace]>
    let reverse: ProviderChain<ReverseGeocoding, ReverseAddress?>
    /// The providers this service adds (Overpass).
    public let descriptors: [ProviderDescriptor]

    /// `regions` lists the regions in service at each call.
    public init(
        context: CapabilityContext, places: PlacesService, regions: @escaping @Sendable () -> [InstalledRegion],
        catalog: KindCatalog = ShippedKinds.catalog
    ) {
        self.catalog = catalog
        self.loader = PlaceIndexLoader(catalog: catalog)
        self.regions = regions
        self.places = places
        let overpassProvider = OverpassPOIs(
            upstream: context.upstream, baseURL: context.settings.credentials(for: "OVERPASS").url,
            gate: SerialGate(sharing: context.store, as: "overpass", maximumWait: context.settings.upstreamTimeout))
        descriptors = [overpassProvider.descriptor]
        let timeout = context.settings.upstreamTimeout
        overpass = ProviderChain(
            capability: .places, providers: context.ordered([overpassProvider], capability: .places, id: \.descriptor.id),
            monitor: context.monitor, store: context.store, policy: Self.overpassPolicy, timeout: timeout)
        // The reverse geocoder is the places service's own Nominatim, so both share its one-per-second spacing.
        let nominatim = places.online.providers.compactMap { $0 as? NominatimPlaces }.map { NominatimReverse(nominatim: $0) }
        reverse = ProviderChain(
            capability: .places, providers: nominatim, monitor: context.monitor, store: context.store, policy: Self.reversePolicy,
            timeout: timeout)
    }

    /// Every kind of place, named in `language`.
    public func kinds(language: UILanguage) -> [KindLabel] {
        catalog.labels(in: language)
    }

    /// Whether online providers may be asked for kinds outside the regions.
    var overpassEnabled: Bool { !overpass.providers.isEmpty }

    /// The places of one kind (an id, or a name the catalog recognises) nearest to `near`.
    public func pois(
        near point: Coordinate, kind: String, radius: Int = SearchParameters.defaultRadius, limit: Int = SearchParameters.defaultLimit,
        language: UILanguage
    ) async throws -> SearchAnswer {
        let text = kind.trimmingCharacters(in: .whitespaces)
        guard let found = catalog.kind(id: text) ?? (text.isEmpty ? nil : catalog.match(String(text.prefix(100))).kind) else {
            let suggestions = catalog.suggestions(for: KindCatalog.fold(String(text.prefix(100)))).map { $0.name(in: language) }
            throw SearchError.unknownKind(text, suggestions: suggestions)
        }
        let results = try await nearest(kind: found, around: point, radius: radius, limit: limit, language: language)
        return SearchAnswer(
            query: text, kind: label(found, language), results: results, suggestions: [], attribution: SearchAnswer.attribution)
    }

    /// A search box's text: a kind of place ("pharmacie", "ATMs") gives the nearest ones around `near`;
    /// anything else is a name or an address looked up in the regions, then the gazetteer, then (when
    /// `source` is `online`, an explicit search) Nominatim.
    public func search(
        query: String, near point: Coordinate?, radius: Int = SearchParameters.defaultRadius, limit: Int = SearchParameters.defaultLimit,
        source: LookupSource = .offline, language: UILanguage
    ) async throws -> SearchAnswer {
        let text = try SearchParameters.query(query)
        let online = source.isOnline
        let match = catalog.match(text)
        if let kind = match.kind {
            guard let point else { throw SearchError.missingNear }
            let results = try await nearest(kind: kind, around: point, radius: radius, limit: limit, language: language)
            return SearchAnswer(query: text, kind: label(kind, language), results: results, suggestions: [], attribution: SearchAnswer.attribution)
        }
        let (results, nearNumbers) = try await named(text, near: point, limit: limit, online: online, language: language)
        let suggestions = results.contains { $0.source == "region" } ? [] : match.suggestions.map { label($0, language) }
        let note = nearNumbers ? LocalizedText("search.note.numberUnknown", ["address": "\(text)"]).text(in: language) : nil
        return SearchAnswer(
            query: text, kind: nil, results: results, suggestions: suggestions, note: note, attribution: SearchAnswer.attribution)
    }

    /// The nearest places of `kind` from every region covering the point; Overpass outside them.
    func nearest(kind: PlaceKind, around point: Coordinate, radius: Int, limit: Int, language: UILanguage) async throws -> [SearchResult] {
        let covering = await covering(point)
        guard !covering.isEmpty else {
            guard overpassEnabled else { throw SearchError.outsideRegions(latitude: point.latitude, longitude: point.longitude, online: false) }
            let query = OverpassQuery(kind: kind.id, tags: kind.tags, latitude: point.latitude, longitude: point.longitude, radius: radius)
            let answer = try await overpass.value(for: query, cacheKey: query.cacheKey)
            let found = answer.value.map { place in
                Found(
                    result: result(for: place, source: "overpass", region: nil, from: point, language: language), named: !place.name.isEmpty,
                    distance: GeoMath.distance(point.latitude, point.longitude, place.latitude, place.longitude))
            }.filter { $0.distance <= Double(radius) }
            return Found.ranked(found, limit: limit)
        }
        var found: [Found] = []
        for (region, index) in covering {
            guard let position = catalog.position(of: kind.id) else { continue }
            // Twice the limit: a node and a way of one feature, or unnamed places ranked last, must not leave the list short.
            let hits = index.nearest(kind: position, latitude: point.latitude, longitude: point.longitude, radius: Double(radius), limit: limit * 2)
            for hit in hits {
                let place = index.places[hit.index]
                let result = result(for: place, source: "region", region: region.info.id, from: point, language: language, index: index)
                found.append(Found(result: result, named: !place.name.isEmpty, distance: hit.distance))
            }
        }
        return Found.ranked(found, limit: limit)
    }

    /// A place of a kind found around a point, before ranking.
    struct Found {
        var result: SearchResult
        var named: Bool
        var distance: Double

        /// Each place once, named places nearest first, then the places without a name, nearest first: a
        /// traveller looks for "Pharmacie du Rocher" before "Pharmacy, Rue Grimaldi".
        static func ranked(_ found: [Found], limit: Int) -> [SearchResult] {
            let sorted = found.sorted { lhs, rhs in lhs.named != rhs.named ? lhs.named : lhs.distance < rhs.distance }
            let unnamed = Set(found.filter { !$0.named }.map(\.result.id))
            return Array(SearchService.unique(sorted.map(\.result), unnamed: unnamed).prefix(limit))
        }
    }

    /// The regions whose bounds hold the point, with their place index (those without one left out).
    func covering(_ point: Coordinate) async -> [(InstalledRegion, PlaceIndex)] {
        var found: [(InstalledRegion, PlaceIndex)] = []
        for region in regions() where region.info.bounds.contains(latitude: point.latitude, longitude: point.longitude) {
            // A damaged index must not hide the other regions: it is skipped.
            if let index = try? await loader.index(of: region) { found.append((region, index)) }
        }
        return found
    }

    func label(_ kind: PlaceKind, _ language: UILanguage) -> KindLabel {
        KindLabel(id: kind.id, name: kind.name(in: language))
    }

    /// A region's or Overpass's place as a result, measured from `near`. A place without a name is named by
    /// its kind and its street ("Restaurant, Rue Grimaldi"): its own `addr:street`, else the nearest street
    /// of the region's `index`.
    func result(
        for place: IndexedPlace, source: String, region: String?, from near: Coordinate?, language: UILanguage, index: PlaceIndex? = nil
    ) -> SearchResult {
        let kind = place.kinds.first.flatMap { catalog.kind(id: $0) }
        var name = place.name
        if name.isEmpty {
            let street = place.street.isEmpty ? index?.nearestStreet(latitude: place.latitude, longitude: place.longitude)?.name : place.street
            name = [kind?.name(in: language), street].compactMap { $0 }.joined(separator: ", ")
            if name.isEmpty || kind == nil { name = place.address ?? name }
        }
        var result = SearchResult(
            id: "\(region ?? "osm")/\(place.osmType.name)/\(place.osmID)", name: name, kind: kind.map { label($0, language) },
            latitude: place.latitude, longitude: place.longitude, address: place.address,
            openingHours: place.openingHours.isEmpty ? nil : place.openingHours, source: source, region: region)
        measure(&result, from: near, language: language)
        return result
    }

    func measure(_ result: inout SearchResult, from near: Coordinate?, language: UILanguage) {
        guard let near else { return }
        let distance = GeoMath.distance(near.latitude, near.longitude, result.latitude, result.longitude)
        let bearing = GeoMath.bearing(near.latitude, near.longitude, result.latitude, result.longitude)
        result.distance = (distance * 10).rounded() / 10
        result.bearing = Int(bearing.rounded()) % 360
        result.direction = GeoMath.direction(bearing).abbreviation(in: language)
    }
}
