import Foundation

/// Distances and directions on the Earth's surface, for "120 m north-east" answers.
public enum GeoMath {
    /// Mean Earth radius (IUGG), metres.
    public static let earthRadius = 6_371_008.8

    /// Great-circle distance in metres (haversine).
    public static func distance(_ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double) -> Double {
        let radians = Double.pi / 180
        let dLatitude = (latitude2 - latitude1) * radians
        let dLongitude = (longitude2 - longitude1) * radians
        let a =
            sin(dLatitude / 2) * sin(dLatitude / 2) + cos(latitude1 * radians) * cos(latitude2 * radians) * sin(dLongitude / 2)
            * sin(dLongitude / 2)
        return 2 * earthRadius * asin(min(1, sqrt(a)))
    }

    /// Initial bearing from the first point to the second, degrees clockwise from north in 0..<360.
    public static func bearing(_ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double) -> Double {
        let radians = Double.pi / 180
        let phi1 = latitude1 * radians
        let phi2 = latitude2 * radians
        let dLongitude = (longitude2 - longitude1) * radians
        let y = sin(dLongitude) * cos(phi2)
        let x = cos(phi1) * sin(phi2) - sin(phi1) * cos(phi2) * cos(dLongitude)
        let degrees = atan2(y, x) / radians
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        return wrapped < 0 ? wrapped + 360 : wrapped
    }

    /// The nearest of the eight compass points to a bearing in degrees.
    public static func direction(_ bearing: Double) -> CompassPoint {
        CompassPoint(degrees: Int(bearing.rounded()))
    }

    /// Metres per degree of latitude, and of longitude at `latitude` (for local flat approximations).
    public static func metresPerDegree(atLatitude latitude: Double) -> (latitude: Double, longitude: Double) {
        let perDegree = earthRadius * Double.pi / 180
        return (perDegree, perDegree * max(0.01, cos(latitude * Double.pi / 180)))
    }
}
