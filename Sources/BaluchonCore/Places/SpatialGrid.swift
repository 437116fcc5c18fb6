import Foundation

/// A one-degree grid over the globe for nearest-place queries: places are bucketed by cell (counting
/// sort, built in one pass), and a query visits rings of cells outward until no unvisited cell can
/// hold anything closer than what it has found.
struct SpatialGrid: Sendable {
    static let rows = 180
    static let columns = 360
    /// Mean Earth radius (IUGG), metres.
    static let earthRadius = 6_371_008.8

    /// Cell `c` holds `entries[cellStarts[c]..<cellStarts[c + 1]]`.
    private let cellStarts: [UInt32]
    private let entries: [UInt32]

    init(latitudes: [Int32], longitudes: [Int32]) {
        let cellCount = Self.rows * Self.columns
        var counts = [UInt32](repeating: 0, count: cellCount + 1)
        var cells = [Int](repeating: 0, count: latitudes.count)
        for index in latitudes.indices {
            let cell = Self.cell(row: Self.row(latitudes[index]), column: Self.column(longitudes[index]))
            cells[index] = cell
            counts[cell + 1] += 1
        }
        for cell in 0..<cellCount { counts[cell + 1] += counts[cell] }
        var next = counts
        var entries = [UInt32](repeating: 0, count: latitudes.count)
        for index in latitudes.indices {
            entries[Int(next[cells[index]])] = UInt32(index)
            next[cells[index]] += 1
        }
        self.cellStarts = counts
        self.entries = entries
    }

    private static func row(_ latitude: Int32) -> Int {
        min(rows - 1, max(0, Int((Double(latitude) / PlaceColumns.coordinateScale + 90).rounded(.down))))
    }

    private static func column(_ longitude: Int32) -> Int {
        let column = Int((Double(longitude) / PlaceColumns.coordinateScale + 180).rounded(.down))
        return (column % columns + columns) % columns
    }

    private static func cell(row: Int, column: Int) -> Int { row * columns + column }

    /// Great-circle distance in metres (haversine).
    static func distance(_ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double) -> Double {
        let radians = Double.pi / 180
        let dLatitude = (latitude2 - latitude1) * radians
        let dLongitude = (longitude2 - longitude1) * radians
        let a =
            sin(dLatitude / 2) * sin(dLatitude / 2)
            + cos(latitude1 * radians) * cos(latitude2 * radians) * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 2 * earthRadius * asin(min(1, sqrt(a)))
    }

    /// The `limit` places nearest to a point within `maximumMetres`, closest first, with their distances
    /// in metres; `accept` filters candidates.
    func nearest(
        latitude: Double, longitude: Double, limit: Int, places: PlaceColumns, within maximumMetres: Double = .infinity,
        accept: (Int) -> Bool = { _ in true }
    ) -> [(place: Int, metres: Double)] {
        guard limit > 0, !entries.isEmpty else { return [] }
        let centreRow = Self.row(Int32((latitude * PlaceColumns.coordinateScale).rounded()))
        let centreColumn = Self.column(Int32((longitude * PlaceColumns.coordinateScale).rounded()))
        var best: [(place: Int, metres: Double)] = []
        func consider(row: Int, column: Int) {
            let cell = Self.cell(row: row, column: column)
            for slot in Int(cellStarts[cell])..<Int(cellStarts[cell + 1]) {
                let place = Int(entries[slot])
                let metres = Self.distance(latitude, longitude, places.latitude(at: place), places.longitude(at: place))
                guard metres <= maximumMetres, best.count < limit || metres < best[best.count - 1].metres, accept(place) else { continue }
                let position = best.firstIndex { $0.metres > metres } ?? best.count
                best.insert((place, metres), at: position)
                if best.count > limit { best.removeLast() }
            }
        }
        for ring in 0...(Self.columns / 2) {
            // At half the columns, -ring and +ring are the same meridian: visit it once.
            let firstOffset = ring == Self.columns / 2 ? -ring + 1 : -ring
            func visit(_ row: Int, _ offset: Int) {
                consider(row: row, column: ((centreColumn + offset) % Self.columns + Self.columns) % Self.columns)
            }
            for row in (centreRow - ring)...(centreRow + ring) where (0..<Self.rows).contains(row) {
                if abs(row - centreRow) == ring {
                    for offset in firstOffset...ring { visit(row, offset) }
                } else {
                    visit(row, ring)
                    if firstOffset == -ring { visit(row, -ring) }
                }
            }
            let bound = unvisitedBound(ring: ring, centreRow: centreRow)
            if bound > maximumMetres || best.count == limit && best[best.count - 1].metres <= bound { break }
        }
        return best
    }

    /// A lower bound on the distance from a point in the centre cell to any cell outside `ring`.
    private func unvisitedBound(ring: Int, centreRow: Int) -> Double {
        let gap = Double(ring) * Double.pi / 180
        // Cells further in latitude are at least `ring` whole degrees of latitude away.
        let byLatitude = Self.earthRadius * gap
        // Cells further in longitude but within the visited rows: haversine with the largest latitude
        // of those rows gives sin²(d/2R) ≥ cos²(φmax)·sin²(Δλ/2).
        let topEdge = Double(centreRow + ring + 1) - 90
        let bottomEdge = Double(centreRow - ring) - 90
        let maxLatitude = min(90, max(abs(topEdge), abs(bottomEdge))) * Double.pi / 180
        let byLongitude = 2 * Self.earthRadius * asin(min(1, cos(maxLatitude) * sin(min(gap, Double.pi) / 2)))
        return min(byLatitude, byLongitude)
    }
}
