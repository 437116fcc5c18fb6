import Foundation

/// One region a catalogue offers: a feature of Geofabrik's `index-v1.json`.
public struct CatalogueRegion: Sendable, Equatable {
    /// A polygon: its outer ring then its holes, each ring a list of (longitude, latitude).
    public typealias Polygon = [[(longitude: Double, latitude: Double)]]

    /// Geofabrik's id ("andorra", "us/california").
    public var id: String
    public var name: String
    /// The id of the region this one is part of ("europe"), nil for continents.
    public var parent: String?
    /// Where the `.osm.pbf` extract is published; its checksum is at the same address plus `.md5`.
    public var pbfURL: String
    /// ISO 3166 codes ("AD"), from `iso3166-1:alpha2` and `iso3166-2`.
    public var isoCodes: [String]
    public var polygons: [Polygon]

    public init(id: String, name: String, parent: String?, pbfURL: String, isoCodes: [String], polygons: [Polygon]) {
        self.id = id
        self.name = name
        self.parent = parent
        self.pbfURL = pbfURL
        self.isoCodes = isoCodes
        self.polygons = polygons
    }

    public static func == (left: CatalogueRegion, right: CatalogueRegion) -> Bool {
        left.id == right.id && left.name == right.name && left.parent == right.parent && left.pbfURL == right.pbfURL
            && left.isoCodes == right.isoCodes
    }

    /// The id of the installed region made from this one ("us/california" → "us-california").
    public var regionID: String {
        id.lowercased().map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? String($0) : "-" }.joined()
    }

    /// Whether the point is inside the outline (even–odd rule: inside an outer ring and outside its holes).
    public func contains(latitude: Double, longitude: Double) -> Bool {
        polygons.contains { polygon in
            polygon.reduce(false) { inside, ring in inside != Self.ring(ring, contains: latitude, longitude) }
        }
    }

    /// The outline's area in square degrees scaled by the cosine of the latitude (enough to compare sizes).
    public var area: Double {
        polygons.reduce(0) { total, polygon in
            polygon.enumerated().reduce(total) { sum, item in
                let ring = item.element
                guard ring.count > 2 else { return sum }
                var twice = 0.0
                for index in ring.indices {
                    let a = ring[index]
                    let b = ring[(index + 1) % ring.count]
                    twice += a.longitude * b.latitude - b.longitude * a.latitude
                }
                let latitude = ring.map(\.latitude).reduce(0, +) / Double(ring.count)
                let ringArea = abs(twice) / 2 * cos(latitude * .pi / 180)
                return item.offset == 0 ? sum + ringArea : sum - ringArea
            }
        }
    }

    private static func ring(_ ring: [(longitude: Double, latitude: Double)], contains latitude: Double, _ longitude: Double) -> Bool {
        var inside = false
        var previous = ring.last
        for point in ring {
            if let last = previous, (point.latitude > latitude) != (last.latitude > latitude) {
                let crossing = (last.longitude - point.longitude) * (latitude - point.latitude) / (last.latitude - point.latitude) + point.longitude
                if longitude < crossing { inside.toggle() }
            }
            previous = point
        }
        return inside
    }
}

/// A region index in Geofabrik's published format (`index-v1.json`): a GeoJSON FeatureCollection whose
/// features carry `id`, `parent`, `name`, `urls.pbf` and ISO codes, with the area's (Multi)Polygon.
public struct RegionCatalogue: Sendable, Equatable {
    public var regions: [CatalogueRegion]

    public init(regions: [CatalogueRegion]) {
        self.regions = regions
    }

    /// Reads an index; features without an id, a name or a `.osm.pbf` address are left out.
    public init(decoding data: Data) throws(RegionError) {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let features = root["features"] as? [Any] else {
            throw RegionError.catalogueUnreadable
        }
        regions = features.compactMap { feature in
            guard let feature = feature as? [String: Any], let properties = feature["properties"] as? [String: Any],
                let id = properties["id"] as? String, let urls = properties["urls"] as? [String: Any], let pbf = urls["pbf"] as? String
            else { return nil }
            let codes = ["iso3166-1:alpha2", "iso3166-2"].flatMap { properties[$0] as? [String] ?? [] }
            return CatalogueRegion(
                id: id, name: properties["name"] as? String ?? id, parent: properties["parent"] as? String, pbfURL: pbf, isoCodes: codes,
                polygons: Self.polygons(feature["geometry"] as? [String: Any]))
        }
        guard !regions.isEmpty else { throw RegionError.catalogueUnreadable }
    }

    private static func polygons(_ geometry: [String: Any]?) -> [CatalogueRegion.Polygon] {
        func number(_ value: Any) -> Double? {
            (value as? NSNumber)?.doubleValue ?? value as? Double
        }
        func ring(_ value: Any) -> [(longitude: Double, latitude: Double)] {
            (value as? [Any] ?? []).compactMap { point in
                guard let pair = point as? [Any], pair.count >= 2, let longitude = number(pair[0]), let latitude = number(pair[1]) else {
                    return nil
                }
                return (longitude, latitude)
            }
        }
        func polygon(_ value: Any) -> CatalogueRegion.Polygon {
            (value as? [Any] ?? []).map(ring)
        }
        switch geometry?["type"] as? String {
        case "Polygon": return [polygon(geometry?["coordinates"] as Any)]
        case "MultiPolygon": return (geometry?["coordinates"] as? [Any] ?? []).map(polygon)
        default: return []
        }
    }

    /// The region `id` names: its id, else the one region whose id, name or ISO code it is, case and accents ignored.
    public func region(id: String) -> CatalogueRegion? {
        if let exact = regions.first(where: { $0.id == id }) ?? regions.first(where: { $0.regionID == id }) { return exact }
        // As people type them: "Andorra", "ANDORRA", "Provence-Alpes-Côte-d’Azur", "AD": the one region of that id,
        // name or ISO code, case and accents ignored.
        let typed = PlaceNormalizer.normalize(id)
        guard !typed.isEmpty else { return nil }
        for matches in [
            { (region: CatalogueRegion) in [region.id, region.regionID].contains { PlaceNormalizer.normalize($0) == typed } },
            { (region: CatalogueRegion) in PlaceNormalizer.normalize(region.name) == typed },
            { (region: CatalogueRegion) in region.isoCodes.contains { PlaceNormalizer.normalize($0) == typed } },
        ] {
            let found = regions.filter(matches)
            if found.count == 1 { return found[0] }
        }
        return nil
    }

    /// The regions whose name, id or ISO code matches `text` (case and accents ignored), best first:
    /// exact names and codes, then names starting with the text, then the rest.
    public func search(_ text: String) -> [CatalogueRegion] {
        let query = PlaceNormalizer.normalize(text)
        guard !query.isEmpty else { return regions }
        func rank(_ region: CatalogueRegion) -> Int? {
            let name = PlaceNormalizer.normalize(region.name)
            if name == query || region.isoCodes.contains(where: { PlaceNormalizer.normalize($0) == query }) { return 0 }
            if name.hasPrefix(query) || PlaceNormalizer.normalize(region.id).hasPrefix(query) { return 1 }
            if name.contains(query) || PlaceNormalizer.normalize(region.id).contains(query) { return 2 }
            return nil
        }
        return regions.compactMap { region in rank(region).map { (region, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// The regions whose outline contains the point, smallest first.
    public func containing(latitude: Double, longitude: Double) -> [CatalogueRegion] {
        regions.filter { $0.contains(latitude: latitude, longitude: longitude) }.map { ($0, $0.area) }.sorted { $0.1 < $1.1 }.map(\.0)
    }
}

/// Where an installed region came from, kept in its `region.json` so `region update` can tell whether
/// the source is newer.
public struct RegionSource: Sendable, Equatable, Codable {
    /// The catalogue's id ("andorra").
    public var catalogueID: String
    public var url: String
    /// The extract's `Last-Modified` when it was downloaded, nil when the server sent none.
    public var sourceDate: Date?
    /// The checksum the download was checked against.
    public var md5: String

    public init(catalogueID: String, url: String, sourceDate: Date?, md5: String) {
        self.catalogueID = catalogueID
        self.url = url
        self.sourceDate = sourceDate
        self.md5 = md5
    }
}
