import Foundation

/// A point on Earth whose weather is asked for, in WGS84 degrees.
///
/// Coordinates are rounded to two decimals (about 1 km): finer precision means nothing to a weather
/// model whose cells are kilometres wide, and rounding lets nearby requests share one cached answer.
public struct WeatherCoordinate: Sendable, Hashable, Codable {
    public let latitude: Double
    public let longitude: Double

    /// A coordinate within range, rounded to two decimals.
    public init(latitude: Double, longitude: Double) throws(WeatherError) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw .coordinateOutOfRange(latitude: latitude, longitude: longitude)
        }
        self.latitude = Self.round(latitude)
        self.longitude = Self.round(longitude)
    }

    /// Parses `lat,lon` such as `48.85,2.35` or `-33.87, 151.21`; nil when the text is not of that shape.
    public static func parse(_ text: String) throws(WeatherError) -> WeatherCoordinate? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let numbers = parts.map { Double(WeatherPlace.trimmed($0)) }
        guard let latitude = numbers[0], let longitude = numbers[1] else { return nil }
        return try WeatherCoordinate(latitude: latitude, longitude: longitude)
    }

    /// `48.85,2.35`: the coordinate as the API and the cache name it.
    public var key: String { "\(Self.text(latitude)),\(Self.text(longitude))" }

    private static func round(_ value: Double) -> Double {
        let rounded = (value * 100).rounded() / 100
        return rounded == 0 ? 0 : rounded  // no "-0"
    }

    /// A short decimal text without a trailing `.0`.
    static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
