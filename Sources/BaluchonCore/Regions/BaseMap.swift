/// The features a base map draws, in flat arrays (fast to load and walk), sorted in drawing order, with a
/// grid of zoom-14 cells listing the features that touch each cell.
///
/// Coordinates are Web Mercator in 32-bit fixed point (see ``WebMercator/fixed(_:)``). A feature has
/// parts (a line, or the rings of a polygon, holes included); a part has points.
public struct BaseMap: Sendable {
    /// Grid cells are zoom-14 tiles: a cell index is the fixed-point coordinate shifted right by this.
    public static let cellShift: UInt32 = 32 - 14

    public var kinds: [UInt8] = []
    /// Index into `strings`, -1 for no name.
    public var names: [Int32] = []
    /// Four values per feature: west, north, east, south (x and y grow to the east and the south).
    public var boxes: [UInt32] = []
    /// Per feature, its first part (one more entry at the end).
    public var partStarts: [UInt32] = [0]
    /// Per part, its first point (one more entry at the end).
    public var pointStarts: [UInt32] = [0]
    /// x, y of each point.
    public var points: [UInt32] = []
    public var strings: [String] = []
    /// Sorted cell keys (`cellX << 16 | cellY`), with the range of `cellItems` listing each cell's features.
    public var cellKeys: [UInt32] = []
    public var cellStarts: [UInt32] = [0]
    public var cellItems: [UInt32] = []

    public init() {}

    public var count: Int { kinds.count }

    public func kind(_ feature: Int) -> MapFeatureKind { MapFeatureKind(rawValue: kinds[feature]) ?? .path }

    public func name(_ feature: Int) -> String? { names[feature] < 0 ? nil : strings[Int(names[feature])] }

    /// How many features of each kind, by kind name.
    public func counts() -> [MapFeatureKind: Int] {
        var counts: [MapFeatureKind: Int] = [:]
        for raw in kinds { counts[MapFeatureKind(rawValue: raw) ?? .path, default: 0] += 1 }
        return counts
    }

    /// The features touching the fixed-point rectangle, in drawing order, each once.
    public func features(west: UInt32, north: UInt32, east: UInt32, south: UInt32) -> [Int] {
        var found: [Int] = []
        let cx0 = west >> Self.cellShift
        let cx1 = east >> Self.cellShift
        let cy0 = north >> Self.cellShift
        let cy1 = south >> Self.cellShift
        for cx in cx0...cx1 {
            for cy in cy0...cy1 {
                let key = cx << 16 | cy
                guard let cell = cellIndex(key) else { continue }
                for item in cellItems[Int(cellStarts[cell])..<Int(cellStarts[cell + 1])] {
                    let f = Int(item)
                    if boxes[4 * f] <= east, boxes[4 * f + 2] >= west, boxes[4 * f + 1] <= south, boxes[4 * f + 3] >= north {
                        found.append(f)
                    }
                }
            }
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for f in found where unique.last != f { unique.append(f) }
        return unique
    }

    /// Binary search of a cell key.
    func cellIndex(_ key: UInt32) -> Int? {
        var low = 0
        var high = cellKeys.count
        while low < high {
            let middle = (low + high) / 2
            if cellKeys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < cellKeys.count && cellKeys[low] == key ? low : nil
    }
}
