import Foundation

/// A regular latitude/longitude grid over a region: cells of `cellDegrees` on both axes, row-major.
public struct PlaceGrid: Sendable, Equatable {
    /// 0.01° ≈ 1.1 km north–south: a kind query around a point usually reads a handful of cells.
    public static let defaultCellDegrees = 0.01

    public var south: Double
    public var west: Double
    public var cellDegrees: Double
    public var rows: Int
    public var columns: Int

    public init(south: Double, west: Double, cellDegrees: Double, rows: Int, columns: Int) {
        self.south = south
        self.west = west
        self.cellDegrees = cellDegrees
        self.rows = max(1, rows)
        self.columns = max(1, columns)
    }

    /// The grid covering every point given (one cell when there is none).
    public init(covering latitudes: [Double], _ longitudes: [Double], cellDegrees: Double = defaultCellDegrees) {
        let south = (latitudes.min() ?? 0)
        let west = (longitudes.min() ?? 0)
        let rows = Int(((latitudes.max() ?? 0) - south) / cellDegrees) + 1
        let columns = Int(((longitudes.max() ?? 0) - west) / cellDegrees) + 1
        self.init(south: south, west: west, cellDegrees: cellDegrees, rows: rows, columns: columns)
    }

    /// Row and column of a point, unclamped (a point outside the grid gets cells outside it).
    public func position(latitude: Double, longitude: Double) -> (row: Int, column: Int) {
        (Int(((latitude - south) / cellDegrees).rounded(.down)), Int(((longitude - west) / cellDegrees).rounded(.down)))
    }

    /// The cell of a point, clamped into the grid.
    public func cell(latitude: Double, longitude: Double) -> Int32 {
        let (row, column) = position(latitude: latitude, longitude: longitude)
        return Int32(min(rows - 1, max(0, row)) * columns + min(columns - 1, max(0, column)))
    }

    /// Calls `body` with each cell inside the grid at Chebyshev distance `ring` from (row, column).
    func forEachCell(ring: Int, around row: Int, _ column: Int, _ body: (Int32) -> Void) {
        let (top, bottom, left, right) = (row + ring, row - ring, column - ring, column + ring)
        let (rowLow, rowHigh) = (max(0, bottom), min(rows - 1, top))
        let (columnLow, columnHigh) = (max(0, left), min(columns - 1, right))
        guard rowLow <= rowHigh, columnLow <= columnHigh else { return }
        for r in rowLow...rowHigh {
            if r == top || r == bottom {
                for c in columnLow...columnHigh { body(Int32(r * columns + c)) }
            } else {
                if left >= 0 && left < columns { body(Int32(r * columns + left)) }
                if right >= 0 && right < columns { body(Int32(r * columns + right)) }
            }
        }
    }

    /// The smallest width of a cell in metres near `latitude`, for a lower bound on distances across rings.
    func cellMetres(near latitude: Double) -> Double {
        let perDegree = GeoMath.metresPerDegree(atLatitude: min(89, abs(latitude) + 1))
        return cellDegrees * min(perDegree.latitude, perDegree.longitude)
    }

    /// Whether ring `ring` around (row, column) has no cell inside the grid, nor will any further ring.
    func isBeyond(ring: Int, around row: Int, _ column: Int) -> Bool {
        row - ring <= 0 && row + ring >= rows - 1 && column - ring <= 0 && column + ring >= columns - 1
    }
}
