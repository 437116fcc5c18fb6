/// A longitude/latitude rectangle, as OpenStreetMap file headers give it (west, south, east, north).
public struct BoundingBox: Sendable, Equatable, Codable {
    public var west: Double
    public var south: Double
    public var east: Double
    public var north: Double

    public init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west
        self.south = south
        self.east = east
        self.north = north
    }

    /// True when the point lies inside the box, edges included.
    public func contains(latitude: Double, longitude: Double) -> Bool {
        (south...north).contains(latitude) && (west...east).contains(longitude)
    }
}
