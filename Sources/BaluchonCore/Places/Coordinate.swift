import Foundation

/// A point on Earth in decimal degrees, validated.
public struct Coordinate: Sendable, Equatable, Codable {
    public var latitude: Double
    public var longitude: Double

    /// A coordinate, refusing values that are not finite or out of range.
    public init(latitude: Double, longitude: Double) throws(PlacesError) {
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw .coordinateOutOfRange(name: "latitude", value: String(latitude), range: "-90…90")
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw .coordinateOutOfRange(name: "longitude", value: String(longitude), range: "-180…180")
        }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Reads a coordinate typed by a person (`48.85`, `-4.1`; a decimal comma is accepted).
    public init(latitude: String, longitude: String) throws(PlacesError) {
        try self.init(latitude: try Self.degrees(latitude, name: "latitude"), longitude: try Self.degrees(longitude, name: "longitude"))
    }

    private static func degrees(_ text: String, name: String) throws(PlacesError) -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count <= 32, let value = Double(trimmed.replacingOccurrences(of: ",", with: ".")), value.isFinite else {
            throw .invalidCoordinate(name: name, value: String(trimmed.prefix(32)))
        }
        return value
    }
}
