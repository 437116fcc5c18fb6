import BaluchonCore

/// One feature of osmium's GeoJSON text sequence: the OpenStreetMap object it comes from, its tags
/// and its positions, each line or ring a part of its own (a point is one part of one position).
struct OSMFeature: Equatable {
    /// The GeoJSON geometry types osmium writes.
    enum Shape: String {
        case point = "Point"
        case lineString = "LineString"
        case multiLineString = "MultiLineString"
        case polygon = "Polygon"
        case multiPolygon = "MultiPolygon"
    }

    var shape: Shape
    var type: OSMType
    var id: Int64
    var tags: [String: String]
    var longitudes: [Double]
    var latitudes: [Double]
    /// Where each line or ring starts in the positions, in the order of the file (outer ring first).
    var partStarts: [Int]

    var isArea: Bool { shape == .polygon || shape == .multiPolygon }

    /// The positions of part `index`.
    func part(_ index: Int) -> Range<Int> {
        partStarts[index]..<(index + 1 < partStarts.count ? partStarts[index + 1] : latitudes.count)
    }

    /// The positions of every part, as the base map builder takes them.
    var parts: [[(longitude: Double, latitude: Double)]] {
        partStarts.indices.map { index in part(index).map { (longitudes[$0], latitudes[$0]) } }
    }
}
