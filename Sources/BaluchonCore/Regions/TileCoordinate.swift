import Foundation

/// A slippy-map tile (Web Mercator, x to the east and y to the south from the top-left corner) at the
/// zooms the offline map draws.
public struct TileCoordinate: Sendable, Hashable {
    public static let zooms = 12...18
    public var z: Int
    public var x: Int
    public var y: Int

    public init(z: Int, x: Int, y: Int) throws(RegionError) {
        guard Self.zooms.contains(z) else {
            throw .invalidTile(
                detail: LocalizedText(
                    "error.invalid_tile.zoom", ["zoom": "\(z)", "lowest": "\(Self.zooms.lowerBound)", "highest": "\(Self.zooms.upperBound)"]))
        }
        let limit = (1 << z) - 1
        guard (0...limit).contains(x), (0...limit).contains(y) else {
            throw .invalidTile(detail: LocalizedText("error.invalid_tile.position", ["limit": "\(limit)", "zoom": "\(z)"]))
        }
        self.z = z
        self.x = x
        self.y = y
    }

    /// From path parameters as typed; `y` may end with ".svg".
    public init(z: String, x: String, y: String) throws(RegionError) {
        let yText = y.hasSuffix(".svg") ? String(y.dropLast(4)) : y
        func number(_ text: String, _ name: String) throws(RegionError) -> Int {
            guard text.count <= 8, !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text) else {
                throw .invalidTile(detail: LocalizedText("error.invalid_tile.number", ["name": "\(name)", "text": "\(text.prefix(20))"]))
            }
            return value
        }
        try self.init(z: number(z, "z"), x: number(x, "x"), y: number(yText, "y"))
    }

    /// The tile's area in degrees.
    public var bounds: BoundingBox {
        let scale = Double(1 << z)
        return BoundingBox(
            west: Double(x) / scale * 360 - 180, south: WebMercator.latitude(y: Double(y + 1) / scale),
            east: Double(x + 1) / scale * 360 - 180, north: WebMercator.latitude(y: Double(y) / scale))
    }
}

/// Web Mercator in the unit square (0…1 from west to east and from north to south), and in 32-bit fixed
/// point for the base map's compact storage (2³² units across the world: 1/64 pixel at zoom 18).
public enum WebMercator {
    public static let maximumLatitude = 85.05112878

    public static func x(longitude: Double) -> Double { (longitude + 180) / 360 }

    public static func y(latitude: Double) -> Double {
        let clamped = min(maximumLatitude, max(-maximumLatitude, latitude)) * .pi / 180
        return (1 - log(tan(clamped) + 1 / cos(clamped)) / .pi) / 2
    }

    public static func latitude(y: Double) -> Double {
        atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
    }

    /// A unit-square coordinate as 32-bit fixed point.
    public static func fixed(_ unit: Double) -> UInt32 {
        UInt32(min(Double(UInt32.max), max(0, (unit * 4_294_967_296).rounded())))
    }
}

extension BoundingBox {
    /// True when the two boxes share at least a point.
    public func intersects(_ other: BoundingBox) -> Bool {
        west <= other.east && other.west <= east && south <= other.north && other.south <= north
    }
}
