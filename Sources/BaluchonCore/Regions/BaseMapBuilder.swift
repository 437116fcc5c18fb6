import Foundation

/// Collects features (longitude/latitude parts) and builds the ``BaseMap`` with its grid.
public struct BaseMapBuilder: Sendable {
    struct Pending: Sendable {
        var kind: MapFeatureKind
        var name: String?
        var parts: [[UInt32]]
    }

    var pending: [Pending] = []

    public init() {}

    /// Adds a feature; parts with too few points for their kind (2 for lines, 3 for rings) are dropped.
    public mutating func add(kind: MapFeatureKind, name: String?, parts: [[(longitude: Double, latitude: Double)]]) {
        let minimum = kind.isArea ? 3 : 2
        let fixed = parts.filter { $0.count >= minimum }.map { part in
            var values: [UInt32] = []
            values.reserveCapacity(2 * part.count)
            for point in part {
                values.append(WebMercator.fixed(WebMercator.x(longitude: point.longitude)))
                values.append(WebMercator.fixed(WebMercator.y(latitude: point.latitude)))
            }
            return values
        }
        guard !fixed.isEmpty else { return }
        // NUL separates names in the file; no real name has one.
        let trimmed = name?.replacingOccurrences(of: "\u{0}", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
        pending.append(Pending(kind: kind, name: trimmed?.isEmpty == false ? trimmed : nil, parts: fixed))
    }

    public func build() -> BaseMap {
        var map = BaseMap()
        var stringIndex: [String: Int32] = [:]
        var cellPairs: [(key: UInt32, feature: UInt32)] = []
        // A stable sort by kind gives the drawing order.
        let ordered = pending.enumerated().sorted { ($0.element.kind.rawValue, $0.offset) < ($1.element.kind.rawValue, $1.offset) }.map(\.element)
        for feature in ordered {
            let index = UInt32(map.kinds.count)
            map.kinds.append(feature.kind.rawValue)
            if let name = feature.name {
                if let known = stringIndex[name] {
                    map.names.append(known)
                } else {
                    let new = Int32(map.strings.count)
                    map.strings.append(name)
                    stringIndex[name] = new
                    map.names.append(new)
                }
            } else {
                map.names.append(-1)
            }
            var west = UInt32.max
            var north = UInt32.max
            var east: UInt32 = 0
            var south: UInt32 = 0
            for part in feature.parts {
                for i in stride(from: 0, to: part.count, by: 2) {
                    west = min(west, part[i])
                    east = max(east, part[i])
                    north = min(north, part[i + 1])
                    south = max(south, part[i + 1])
                }
                map.points.append(contentsOf: part)
                map.pointStarts.append(UInt32(map.points.count / 2))
            }
            map.partStarts.append(UInt32(map.pointStarts.count - 1))
            map.boxes.append(contentsOf: [west, north, east, south])
            for cx in (west >> BaseMap.cellShift)...(east >> BaseMap.cellShift) {
                for cy in (north >> BaseMap.cellShift)...(south >> BaseMap.cellShift) {
                    cellPairs.append((cx << 16 | cy, index))
                }
            }
        }
        cellPairs.sort { ($0.key, $0.feature) < ($1.key, $1.feature) }
        for pair in cellPairs {
            if map.cellKeys.last != pair.key {
                if !map.cellKeys.isEmpty { map.cellStarts.append(UInt32(map.cellItems.count)) }
                map.cellKeys.append(pair.key)
            }
            map.cellItems.append(pair.feature)
        }
        if !map.cellKeys.isEmpty { map.cellStarts.append(UInt32(map.cellItems.count)) }
        return map
    }
}
