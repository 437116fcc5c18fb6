import Foundation

/// A region's place index ready for queries: the archive's features with, per kind of the catalog,
/// the features of that kind in grid-cell order, and the streets' segments by cell.
public struct PlaceIndex: Sendable {
    public let archive: PlaceIndexArchive
    var grid: PlaceGrid { archive.grid }
    /// Grid cell of each place (non-decreasing: the archive is in cell order).
    let cells: [Int32]
    let latitudes: [Double]
    let longitudes: [Double]
    /// Per catalog kind position: the places of that kind, in cell order.
    let kindMembers: [[Int32]]
    /// The cell of each of `kindMembers`, for binary search.
    let kindMemberCells: [[Int32]]
    /// Street segments (street, first point) sorted by the cells their bounding boxes touch.
    let segmentCells: [Int32]
    let segmentStreets: [Int32]
    let segmentPoints: [Int32]
    /// Folded names and addresses, for name search.
    let foldedNames: [String]
    let foldedStreets: [String]
    let foldedStreetNames: [String]

    public var places: [IndexedPlace] { archive.places }
    public var streets: [IndexedStreet] { archive.streets }
    public var settlements: [IndexedSettlement] { archive.settlements }

    public init(archive: PlaceIndexArchive, catalog: KindCatalog) {
        self.archive = archive
        let grid = archive.grid
        let placeCells = archive.places.map { grid.cell(latitude: $0.latitude, longitude: $0.longitude) }
        cells = placeCells
        latitudes = archive.places.map(\.latitude)
        longitudes = archive.places.map(\.longitude)
        var members = [[Int32]](repeating: [], count: catalog.kinds.count)
        for (index, place) in archive.places.enumerated() {
            for kind in place.kinds {
                if let position = catalog.position(of: kind) { members[position].append(Int32(index)) }
            }
        }
        kindMembers = members
        kindMemberCells = members.map { list in list.map { placeCells[Int($0)] } }
        var segments: [(cell: Int32, street: Int32, point: Int32)] = []
        for (streetIndex, street) in archive.streets.enumerated() where street.latitudes.count >= 2 {
            for point in 0..<(street.latitudes.count - 1) {
                let (a, b) = (
                    grid.position(latitude: street.latitudes[point], longitude: street.longitudes[point]),
                    grid.position(latitude: street.latitudes[point + 1], longitude: street.longitudes[point + 1])
                )
                let rows = max(0, min(a.row, b.row))...min(grid.rows - 1, max(0, max(a.row, b.row)))
                let columns = max(0, min(a.column, b.column))...min(grid.columns - 1, max(0, max(a.column, b.column)))
                for row in rows {
                    for column in columns { segments.append((Int32(row * grid.columns + column), Int32(streetIndex), Int32(point))) }
                }
            }
        }
        segments.sort { $0.cell != $1.cell ? $0.cell < $1.cell : ($0.street, $0.point) < ($1.street, $1.point) }
        segmentCells = segments.map(\.cell)
        segmentStreets = segments.map(\.street)
        segmentPoints = segments.map(\.point)
        foldedNames = archive.places.map { PlaceNormalizer.normalize($0.name) }
        foldedStreets = archive.places.map { PlaceNormalizer.normalize($0.street) }
        foldedStreetNames = archive.streets.map { PlaceNormalizer.normalize($0.name) }
    }

    /// Reads an encoded archive.
    public init(data: Data, catalog: KindCatalog) throws(SearchError) {
        self.init(archive: try PlaceIndexArchive(decoding: data), catalog: catalog)
    }

    /// How many features each kind has, by kind id (kinds with none left out).
    public func countsByKind(_ catalog: KindCatalog) -> [String: Int] {
        var counts: [String: Int] = [:]
        for (position, members) in kindMembers.enumerated() where !members.isEmpty { counts[catalog.kinds[position].id] = members.count }
        return counts
    }

    /// The first index in the sorted `array` whose value is at least `value`.
    static func lowerBound(_ array: [Int32], _ value: Int32, in range: Range<Int>? = nil) -> Int {
        var low = range?.lowerBound ?? 0
        var high = range?.upperBound ?? array.count
        while low < high {
            let middle = (low + high) / 2
            if array[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// A place found near a point, with its distance in metres.
public struct NearbyPlace: Sendable, Equatable {
    public var index: Int
    public var distance: Double
}
