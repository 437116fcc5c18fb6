import Foundation

/// The area a trip pack covers: an imported region, a circle around a point, or the box around a saved
/// list; its stable id (docs/PACKS.md) and the box its parts cover.
public struct PackArea: Sendable, Equatable {
    /// A circle's radius, in whole kilometres.
    public static let radiusKm = 2...50
    /// Added around a saved list's places, in kilometres.
    public static let listMarginKm = 1.0
    /// Kilometres in a degree of latitude (and of longitude at the equator).
    static let kmPerDegree = 111.32

    public enum Kind: Sendable, Equatable {
        case region(id: String)
        case circle(center: Coordinate, radiusKm: Int)
        /// `places` is the number of places of the list.
        case list(places: Int)
    }

    public var kind: Kind
    public var id: String
    public var bounds: BoundingBox

    /// The whole of an imported region.
    public static func region(_ region: RegionInfo) -> PackArea {
        PackArea(kind: .region(id: region.id), id: "region-\(region.id)", bounds: region.bounds)
    }

    /// The box around a circle (the caller clips it to the regions); the centre is rounded to the 4
    /// decimals of the id (about 10 m), so the same id always covers the same box.
    public static func circle(center given: Coordinate, radiusKm: Int) -> PackArea {
        let center = (try? Coordinate(latitude: rounded4(given.latitude), longitude: rounded4(given.longitude))) ?? given
        let id = "near-\(Self.fixed4(center.latitude)),\(Self.fixed4(center.longitude))-\(radiusKm)"
        return PackArea(kind: .circle(center: center, radiusKm: radiusKm), id: id, bounds: box(around: [center], marginKm: Double(radiusKm)))
    }

    /// The box around a list's places with a 1 km margin; `codeDigest` is the hexadecimal SHA-256 of the list's code.
    public static func list(_ places: [SavedPlace], codeDigest: String) throws(PackError) -> PackArea {
        guard !places.isEmpty else { throw .emptyList }
        let points = places.compactMap { try? Coordinate(latitude: $0.latitude, longitude: $0.longitude) }
        return PackArea(kind: .list(places: places.count), id: "list-\(codeDigest.prefix(12))", bounds: box(around: points, marginKm: listMarginKm))
    }

    /// The box around `points`, widened by `marginKm` on every side (longitudes at the box's widest latitude).
    static func box(around points: [Coordinate], marginKm: Double) -> BoundingBox {
        let south = points.map(\.latitude).min() ?? 0
        let north = points.map(\.latitude).max() ?? 0
        let latitudeMargin = marginKm / kmPerDegree
        let widest = min(89.0, max(abs(south), abs(north)) + latitudeMargin)
        let longitudeMargin = min(180, marginKm / (kmPerDegree * cos(widest * .pi / 180)))
        return BoundingBox(
            west: max(-180, (points.map(\.longitude).min() ?? 0) - longitudeMargin), south: max(-90, south - latitudeMargin),
            east: min(180, (points.map(\.longitude).max() ?? 0) + longitudeMargin), north: min(90, north + latitudeMargin))
    }

    /// The area cut to the imported regions' boxes: the box around its overlaps with them; nil when it
    /// touches none.
    public func clipped(to regions: [BoundingBox]) -> PackArea? {
        let overlaps = regions.compactMap { bounds.intersection($0) }
        guard let first = overlaps.first else { return nil }
        var area = self
        area.bounds = overlaps.dropFirst().reduce(first) {
            BoundingBox(west: min($0.west, $1.west), south: min($0.south, $1.south), east: max($0.east, $1.east), north: max($0.north, $1.north))
        }
        return area
    }

    static func rounded4(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    /// A coordinate with 4 decimals, as ids write it ("43.7384").
    public static func fixed4(_ value: Double) -> String {
        String(format: "%.4f", value)
    }
}

extension BoundingBox {
    /// The box both boxes share, nil when they share no point.
    public func intersection(_ other: BoundingBox) -> BoundingBox? {
        guard intersects(other) else { return nil }
        return BoundingBox(west: max(west, other.west), south: max(south, other.south), east: min(east, other.east), north: min(north, other.north))
    }
}
