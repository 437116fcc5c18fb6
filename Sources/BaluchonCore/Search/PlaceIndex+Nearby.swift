import Foundation

extension PlaceIndex {
    /// The places of the kind at catalog position `kind` within `radius` metres of a point, nearest first.
    ///
    /// Rings of grid cells are read outward from the point's cell; within a cell, the kind's members are
    /// found by binary search over its cell-ordered list. The walk stops once the next ring cannot hold
    /// anything nearer than the `limit`-th place found, or lies beyond the radius.
    public func nearest(kind: Int, latitude: Double, longitude: Double, radius: Double, limit: Int) -> [NearbyPlace] {
        guard kindMembers.indices.contains(kind), limit > 0 else { return [] }
        let members = kindMembers[kind]
        guard !members.isEmpty else { return [] }
        let memberCells = kindMemberCells[kind]
        return walk(latitude: latitude, longitude: longitude, radius: radius, limit: limit) { cell, visit in
            var position = Self.lowerBound(memberCells, cell)
            while position < memberCells.count, memberCells[position] == cell {
                visit(Int(members[position]))
                position += 1
            }
        }
    }

    /// Any places (every kind, addresses included) within `radius` metres, nearest first.
    public func nearestPlaces(
        latitude: Double, longitude: Double, radius: Double, limit: Int, where keep: (IndexedPlace) -> Bool = { _ in true }
    )
        -> [NearbyPlace]
    {
        walk(latitude: latitude, longitude: longitude, radius: radius, limit: limit) { cell, visit in
            var position = Self.lowerBound(cells, cell)
            while position < cells.count, cells[position] == cell {
                if keep(archive.places[position]) { visit(position) }
                position += 1
            }
        }
    }

    /// The reference answer the grid must agree with (and the benchmark's baseline): every place read,
    /// those of the kind measured and sorted.
    public func nearestByScan(kindID: String, latitude: Double, longitude: Double, radius: Double, limit: Int) -> [NearbyPlace] {
        var found: [NearbyPlace] = []
        for (index, place) in archive.places.enumerated() where place.kinds.contains(kindID) {
            let distance = GeoMath.distance(latitude, longitude, place.latitude, place.longitude)
            if distance <= radius { found.append(NearbyPlace(index: index, distance: distance)) }
        }
        return Array(found.sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }.prefix(limit))
    }

    /// The ring walk shared by the nearest-place queries; `scan` lists a cell's candidates.
    private func walk(latitude: Double, longitude: Double, radius: Double, limit: Int, scan: (Int32, (Int) -> Void) -> Void) -> [NearbyPlace] {
        guard limit > 0 else { return [] }
        let (row, column) = grid.position(latitude: latitude, longitude: longitude)
        let cellMetres = grid.cellMetres(near: latitude)
        var best: [NearbyPlace] = []
        var ring = 0
        // A point far outside the grid starts at the first ring that reaches it.
        let outside = max(0, -row, row - (grid.rows - 1), -column, column - (grid.columns - 1))
        ring = outside
        while true {
            let nearestPossible = Double(max(0, ring - 1)) * cellMetres
            if nearestPossible > radius { break }
            if best.count == limit, let last = best.last, nearestPossible > last.distance { break }
            grid.forEachCell(ring: ring, around: row, column) { cell in
                scan(cell) { index in
                    let distance = GeoMath.distance(latitude, longitude, latitudes[index], longitudes[index])
                    guard distance <= radius else { return }
                    if best.count == limit, let last = best.last, distance > last.distance || (distance == last.distance && index > last.index) {
                        return
                    }
                    let entry = NearbyPlace(index: index, distance: distance)
                    let position = best.firstIndex { distance < $0.distance || (distance == $0.distance && index < $0.index) } ?? best.count
                    best.insert(entry, at: position)
                    if best.count > limit { best.removeLast() }
                }
            }
            if grid.isBeyond(ring: ring, around: row, column) { break }
            ring += 1
        }
        return best
    }
}
