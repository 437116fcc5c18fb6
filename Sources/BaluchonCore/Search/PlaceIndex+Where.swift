import Foundation

/// A street near a point.
public struct NearbyStreet: Sendable, Equatable {
    public var index: Int
    public var name: String
    /// Metres from the point to the nearest part of the street.
    public var distance: Double
}

/// The town a point belongs to, as the region knows it.
public struct RegionTown: Sendable, Equatable {
    public var name: String
    /// How the region knows it.
    public var basis: Basis

    public init(name: String, basis: Basis) {
        self.name = name
        self.basis = basis
    }

    public enum Basis: String, Sendable {
        /// The deepest administrative area (admin_level 2–8) holding the point.
        case boundary
        /// `addr:city` of an address within 300 m.
        case address
        /// The nearest city, town or village node.
        case settlement
    }
}

extension PlaceIndex {
    /// The named street nearest to a point, within `radius` metres.
    public func nearestStreet(latitude: Double, longitude: Double, radius: Double = 250) -> NearbyStreet? {
        guard !segmentCells.isEmpty else { return nil }
        let (row, column) = grid.position(latitude: latitude, longitude: longitude)
        let cellMetres = grid.cellMetres(near: latitude)
        let perDegree = GeoMath.metresPerDegree(atLatitude: latitude)
        var best: (street: Int, distance: Double)?
        var ring = max(0, -row, row - (grid.rows - 1), -column, column - (grid.columns - 1))
        while true {
            let nearestPossible = Double(max(0, ring - 1)) * cellMetres
            if nearestPossible > radius || nearestPossible > best?.distance ?? .infinity { break }
            grid.forEachCell(ring: ring, around: row, column) { cell in
                var position = Self.lowerBound(segmentCells, cell)
                while position < segmentCells.count, segmentCells[position] == cell {
                    let street = Int(segmentStreets[position])
                    let point = Int(segmentPoints[position])
                    let line = archive.streets[street]
                    // Flat projection around the point: exact enough within a few hundred metres.
                    let ax = (line.longitudes[point] - longitude) * perDegree.longitude
                    let ay = (line.latitudes[point] - latitude) * perDegree.latitude
                    let bx = (line.longitudes[point + 1] - longitude) * perDegree.longitude
                    let by = (line.latitudes[point + 1] - latitude) * perDegree.latitude
                    let distance = Self.distanceToSegment(ax, ay, bx, by)
                    if distance <= radius, distance < best?.distance ?? .infinity { best = (street, distance) }
                    position += 1
                }
            }
            if grid.isBeyond(ring: ring, around: row, column) { break }
            ring += 1
        }
        return best.map { NearbyStreet(index: $0.street, name: archive.streets[$0.street].name, distance: $0.distance) }
    }

    /// The town of a point: the deepest administrative area holding it (a commune, a parish), else the
    /// `addr:city` of the nearest address within 300 m, else the nearest city, town or village node within 15 km.
    public func town(latitude: Double, longitude: Double) -> RegionTown? {
        let holding = archive.areas.filter { $0.contains(latitude: latitude, longitude: longitude) }
        if let area = holding.max(by: { $0.adminLevel != $1.adminLevel ? $0.adminLevel < $1.adminLevel : $0.boxSize > $1.boxSize }) {
            return RegionTown(name: area.name, basis: .boundary)
        }
        if let near = nearestPlaces(latitude: latitude, longitude: longitude, radius: 300, limit: 1, where: { !$0.city.isEmpty }).first {
            return RegionTown(name: archive.places[near.index].city, basis: .address)
        }
        var best: (name: String, distance: Double)?
        for settlement in archive.settlements where settlement.isTown {
            let distance = GeoMath.distance(latitude, longitude, settlement.latitude, settlement.longitude)
            if distance <= 15_000, distance < best?.distance ?? .infinity { best = (settlement.name, distance) }
        }
        return best.map { RegionTown(name: $0.name, basis: .settlement) }
    }

    /// Distance from the origin to the segment a–b, in the segment's units.
    public static func distanceToSegment(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double {
        let dx = bx - ax
        let dy = by - ay
        let length = dx * dx + dy * dy
        let t = length > 0 ? max(0, min(1, -(ax * dx + ay * dy) / length)) : 0
        let x = ax + t * dx
        let y = ay + t * dy
        return (x * x + y * y).squareRoot()
    }
}
