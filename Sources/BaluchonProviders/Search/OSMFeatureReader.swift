import BaluchonCore
import Foundation

/// Turns osmium's GeoJSON text sequence (one Feature per line, tags as properties plus `@type`, `@id`)
/// into the features of a place index.
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
    private var seen: Set<String> = []

    init(catalog: KindCatalog) {
        self.catalog = catalog
    }

    /// Reads every line of `data`; lines that are not features are skipped.
    mutating func read(_ data: Data) {
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: 0x0A) ?? data.endIndex
            var line = data[start..<end]
            if line.first == 0x1E { line = line.dropFirst() }
            if !line.isEmpty { read(line: Data(line)) }
            start = data.index(after: end)
        }
    }

    private mutating func read(line: Data) {
        guard let feature = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
            let properties = feature["properties"] as? [String: Any], let geometry = feature["geometry"] as? [String: Any],
            let typeName = properties["@type"] as? String, let id = (properties["@id"] as? NSNumber)?.int64Value
        else { return }
        let type: OSMType = typeName == "way" ? .way : typeName == "relation" ? .relation : .node
        var tags: [String: String] = [:]
        for (key, value) in properties where !key.hasPrefix("@") { tags[key] = value as? String ?? "\(value)" }
        let name = tags["name"] ?? ""
        let shape = Self.points(of: geometry)
        guard !shape.latitudes.isEmpty else { return }

        if tags["boundary"] == "administrative", let level = tags["admin_level"].flatMap(Int.init), (2...8).contains(level), !name.isEmpty,
            let rings = Self.rings(of: geometry)
        {
            areas.append(
                IndexedArea(name: name, adminLevel: level, latitudes: rings.latitudes, longitudes: rings.longitudes, ringStarts: rings.starts))
            return
        }
        if tags["highway"] != nil, !name.isEmpty, type != .node {
            streets.append(IndexedStreet(name: name, latitudes: shape.latitudes, longitudes: shape.longitudes))
        }
        // A closed way can come out twice (as a line and as an area): keep its first point feature.
        let key = "\(typeName)/\(id)"
        guard !seen.contains(key) else { return }
        if type == .node, let place = tags["place"], Self.settlementPlaces.contains(place), !name.isEmpty {
            seen.insert(key)
            settlements.append(IndexedSettlement(name: name, place: place, latitude: shape.latitudes[0], longitude: shape.longitudes[0]))
            return
        }
        let kinds = catalog.kinds(forTags: tags).map { catalog.kinds[$0].id }
        let houseNumber = tags["addr:housenumber"] ?? ""
        let street = tags["addr:street"] ?? tags["addr:place"] ?? ""
        guard !kinds.isEmpty || (!houseNumber.isEmpty && !street.isEmpty) else { return }
        seen.insert(key)
        let point = Self.representativePoint(geometry: geometry, shape: shape)
        places.append(
            IndexedPlace(
                name: name, kinds: kinds, latitude: point.latitude, longitude: point.longitude, houseNumber: houseNumber, street: street,
                postcode: tags["addr:postcode"] ?? "", city: tags["addr:city"] ?? "", openingHours: tags["opening_hours"] ?? "",
                osmType: type, osmID: id))
    }

    /// Every position of a geometry, in order (the outer rings first for areas).
    static func points(of geometry: [String: Any]) -> (latitudes: [Double], longitudes: [Double]) {
        var latitudes: [Double] = []
        var longitudes: [Double] = []
        func collect(_ value: Any?) {
            if let pair = value as? [NSNumber], pair.count >= 2 {
                longitudes.append(pair[0].doubleValue)
                latitudes.append(pair[1].doubleValue)
            } else if let list = value as? [Any] {
                for item in list { collect(item) }
            }
        }
        switch geometry["type"] as? String {
        case "Polygon":
            collect((geometry["coordinates"] as? [Any])?.first)
        case "MultiPolygon":
            collect(((geometry["coordinates"] as? [Any])?.first as? [Any])?.first)
        default:
            collect(geometry["coordinates"])
        }
        return (latitudes, longitudes)
    }

    /// Every ring of a polygon or multipolygon, outer and inner, one after the other.
    static func rings(of geometry: [String: Any]) -> (latitudes: [Double], longitudes: [Double], starts: [Int])? {
        let polygons: [Any]
        switch geometry["type"] as? String {
        case "Polygon": polygons = [geometry["coordinates"] as Any]
        case "MultiPolygon": polygons = geometry["coordinates"] as? [Any] ?? []
        default: return nil
        }
        var result: (latitudes: [Double], longitudes: [Double], starts: [Int]) = ([], [], [])
        for polygon in polygons {
            for ring in polygon as? [Any] ?? [] {
                result.starts.append(result.latitudes.count)
                for case let pair as [NSNumber] in ring as? [Any] ?? [] where pair.count >= 2 {
                    result.longitudes.append(pair[0].doubleValue)
                    result.latitudes.append(pair[1].doubleValue)
                }
            }
        }
        return result.latitudes.isEmpty ? nil : result
    }

    /// The point shown for a feature: a node's position, a line's middle vertex, an area's centroid
    /// (of its first outer ring; the vertices' mean when the ring is degenerate).
    static func representativePoint(
        geometry: [String: Any], shape: (latitudes: [Double], longitudes: [Double])
    ) -> (
        latitude: Double, longitude: Double
    ) {
        let type = geometry["type"] as? String
        guard type == "Polygon" || type == "MultiPolygon", shape.latitudes.count >= 3 else {
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
