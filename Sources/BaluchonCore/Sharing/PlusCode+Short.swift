import Foundation

extension PlusCode {
    /// Resolutions of each pair, in degrees, from the first.
    static let pairResolutions: [Double] = [20, 1, 0.05, 0.0025, 0.000125]

    /// The shortest code that still finds the place when read near the reference (the reference's `shorten`):
    /// "9C3W9QCJ+2VX" near 51.3708, -1.2177 is "CJ+2VX".
    public static func shorten(_ text: String, nearLatitude latitude: Double, longitude: Double) throws(SharingError) -> String {
        guard isFull(text) else { throw .invalidPlusCode(text) }
        guard !text.contains(padding) else { throw .invalidPlusCode(text) }
        let code = text.uppercased()
        let center = try decode(code).center
        let clippedLatitude = min(max(latitude, -90), 90)
        let range = max(abs(center.latitude - clippedLatitude), abs(center.longitude - normalized(longitude)))
        for pairs in stride(from: pairResolutions.count - 2, through: 1, by: -1) where range < pairResolutions[pairs] * 0.3 {
            return String(code.dropFirst((pairs + 1) * 2))
        }
        return code
    }

    /// The full code of a short one read near a reference (the reference's `recoverNearest`): the nearest cell
    /// that ends with the short code's digits.
    public static func recover(_ text: String, nearLatitude latitude: Double, longitude: Double) throws(SharingError) -> String {
        if isFull(text) { return text.uppercased() }
        guard isShort(text), let separatorIndex = text.firstIndex(of: separator) else { throw .invalidPlusCode(text) }
        let referenceLatitude = min(max(latitude, -90), 90)
        let referenceLongitude = normalized(longitude)
        let missing = separatorPosition - text.distance(from: text.startIndex, to: separatorIndex)
        let resolution = pow20(2 - missing / 2)
        let half = resolution / 2
        let prefix = try encode(latitude: referenceLatitude, longitude: referenceLongitude).prefix(missing)
        let area = try decode(prefix + text.uppercased())
        var (centerLatitude, centerLongitude) = area.center
        if referenceLatitude + half < centerLatitude, centerLatitude - resolution >= -90 {
            centerLatitude -= resolution
        } else if referenceLatitude - half > centerLatitude, centerLatitude + resolution <= 90 {
            centerLatitude += resolution
        }
        if referenceLongitude + half < centerLongitude {
            centerLongitude -= resolution
        } else if referenceLongitude - half > centerLongitude {
            centerLongitude += resolution
        }
        return try encode(latitude: centerLatitude, longitude: centerLongitude, length: area.length)
    }

    static func normalized(_ longitude: Double) -> Double {
        guard longitude.isFinite else { return 0 }
        var value = fmod(longitude + 180, 360)
        if value < 0 { value += 360 }
        return value - 180
    }

    static func pow20(_ exponent: Int) -> Double {
        var value = 1.0
        if exponent >= 0 {
            for _ in 0..<exponent { value *= 20 }
        } else {
            for _ in 0..<(-exponent) { value /= 20 }
        }
        return value
    }
}
