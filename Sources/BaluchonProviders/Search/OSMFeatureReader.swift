import BaluchonCore
import Foundation

/// Turns the features of osmium's GeoJSON text sequence into those of a place index.
struct OSMFeatureReader {
    /// `place=*` values kept as settlements.
    static let settlementPlaces: Set<String> = [
        "city", "town", "village", "suburb", "quarter", "neighbourhood", "hamlet", "borough", "locality", "isolated_dwelling",
    ]

    let catalog: KindCatalog
    private(set) var places: [IndexedPlace] = []
    private(set) var streets: [IndexedStreet] = []
    private(set) var settlements: [IndexedSettlement] = []
    private(set) var areas: [IndexedArea] = []
    /// The objects already kept, as id × 4 + type.
    private var seen: Set<Int64> = []

    init(catalog: KindCatalog) {
        self.catalog = catalog
    }

    /// The counts kept in region.json: points of interest, addresses, distinct street names, areas.
    var counts: [String: Int] {
        [
            "pois": places.filter { !$0.kinds.isEmpty }.count,
            "addresses": places.filter { !$0.houseNumber.isEmpty }.count,
            "streets": Set(streets.map(\.name)).count,
            "areas": areas.count,
        ]
    }

    /// Keeps what the place index needs of one feature: an administrative area, a named street, a
    /// settlement, or a point of interest of a known kind or with an address.
    mutating func read(_ feature: OSMFeature) {
        let tags = feature.tags
        let name = tags["name"] ?? ""
        if tags["boundary"] == "administrative", let level = tags["admin_level"].flatMap(Int.init), (2...8).contains(level), !name.isEmpty,
            feature.isArea
        {
            areas.append(
                IndexedArea(
                    name: name, adminLevel: level, latitudes: feature.latitudes, longitudes: feature.longitudes, ringStarts: feature.partStarts))
            return
        }
        // The outer ring of an area (of its first polygon), or the whole line or point; copied out only
        // for what is kept, as most features (buildings, paths, land use) are not.
        let outline = feature.isArea ? feature.part(0) : 0..<feature.latitudes.count
        if tags["highway"] != nil, !name.isEmpty, feature.type != .node {
            streets.append(
                IndexedStreet(name: name, latitudes: Array(feature.latitudes[outline]), longitudes: Array(feature.longitudes[outline])))
        }
        // A closed way can come out twice (as a line and as an area): keep its first point feature.
        let key = feature.id << 2 | Int64(feature.type.rawValue)
        guard !seen.contains(key) else { return }
        if feature.type == .node, let place = tags["place"], Self.settlementPlaces.contains(place), !name.isEmpty {
            seen.insert(key)
            settlements.append(
                IndexedSettlement(name: name, place: place, latitude: feature.latitudes[0], longitude: feature.longitudes[0]))
            return
        }
        let kinds = catalog.kinds(forTags: tags).map { catalog.kinds[$0].id }
        let houseNumber = tags["addr:housenumber"] ?? ""
        let street = tags["addr:street"] ?? tags["addr:place"] ?? ""
        guard !kinds.isEmpty || (!houseNumber.isEmpty && !street.isEmpty) else { return }
        seen.insert(key)
        let point = Self.representativePoint(
            isArea: feature.isArea, latitudes: Array(feature.latitudes[outline]), longitudes: Array(feature.longitudes[outline]))
        places.append(
            IndexedPlace(
                name: name, kinds: kinds, latitude: point.latitude, longitude: point.longitude, houseNumber: houseNumber, street: street,
                postcode: tags["addr:postcode"] ?? "", city: tags["addr:city"] ?? "", openingHours: tags["opening_hours"] ?? "",
                osmType: feature.type, osmID: feature.id))
    }

    /// The point shown for a feature: a node's position, a line's middle vertex, an area's centroid
    /// (of its first outer ring; the vertices' mean when the ring is degenerate).
    static func representativePoint(isArea: Bool, latitudes: [Double], longitudes: [Double]) -> (latitude: Double, longitude: Double) {
        let shape = (latitudes: latitudes, longitudes: longitudes)
        guard isArea, shape.latitudes.count >= 3 else {
            let middle = shape.latitudes.count / 2
            return (shape.latitudes[middle], shape.longitudes[middle])
        }
        var area = 0.0
        var x = 0.0
        var y = 0.0
        let (originLatitude, originLongitude) = (shape.latitudes[0], shape.longitudes[0])
        for index in 0..<shape.latitudes.count {
            let next = (index + 1) % shape.latitudes.count
            let (x0, y0) = (shape.longitudes[index] - originLongitude, shape.latitudes[index] - originLatitude)
            let (x1, y1) = (shape.longitudes[next] - originLongitude, shape.latitudes[next] - originLatitude)
            let cross = x0 * y1 - x1 * y0
            area += cross
            x += (x0 + x1) * cross
            y += (y0 + y1) * cross
        }
        guard abs(area) > 1e-14 else {
            let count = Double(shape.latitudes.count)
            return (shape.latitudes.reduce(0, +) / count, shape.longitudes.reduce(0, +) / count)
        }
        return (originLatitude + y / (3 * area), originLongitude + x / (3 * area))
    }
}
