/// An administrative area (commune, parish, municipality) as polygons, to say which town a point is in.
public struct IndexedArea: Sendable, Equatable {
    public var name: String
    /// OpenStreetMap's `admin_level` (8 for a French commune or Monaco, 7 for an Andorran parish).
    public var adminLevel: Int
    /// Every ring's points one after the other; ring `r` runs from `ringStarts[r]` to the next start.
    public var latitudes: [Double]
    public var longitudes: [Double]
    public var ringStarts: [Int]

    public init(name: String, adminLevel: Int, latitudes: [Double], longitudes: [Double], ringStarts: [Int]) {
        self.name = name
        self.adminLevel = adminLevel
        self.latitudes = latitudes
        self.longitudes = longitudes
        self.ringStarts = ringStarts
    }

    /// Whether the point is inside (even–odd rule over every ring, so holes are holes).
    public func contains(latitude: Double, longitude: Double) -> Bool {
        guard let south = latitudes.min(), let north = latitudes.max(), let west = longitudes.min(), let east = longitudes.max(),
            (south...north).contains(latitude), (west...east).contains(longitude)
        else { return false }
        var inside = false
        for ring in ringStarts.indices {
            let start = ringStarts[ring]
            let end = ring + 1 < ringStarts.count ? ringStarts[ring + 1] : latitudes.count
            guard end - start >= 3 else { continue }
            var previous = end - 1
            for current in start..<end {
                let (y1, x1, y2, x2) = (latitudes[current], longitudes[current], latitudes[previous], longitudes[previous])
                if (y1 > latitude) != (y2 > latitude), longitude < (x2 - x1) * (latitude - y1) / (y2 - y1) + x1 { inside.toggle() }
                previous = current
            }
        }
        return inside
    }

    /// The area's bounding box size in square degrees, to prefer the smaller of two equal levels.
    public var boxSize: Double {
        ((latitudes.max() ?? 0) - (latitudes.min() ?? 0)) * ((longitudes.max() ?? 0) - (longitudes.min() ?? 0))
    }
}
