import Foundation

/// Open Location Code ("Plus Code"): a place as a short code of 20 symbols, following the reference
/// specification (https://github.com/google/open-location-code), worked in integers as the reference does.
public enum PlusCode {
    static let alphabetBytes = Array("23456789CFGHJMPQRVWX".utf8)
    static let separator: Character = "+"
    static let padding: Character = "0"
    static let separatorPosition = 8
    static let pairCodeLength = 10
    static let maximumDigits = 15
    /// Units of the integer grid: 1/2.5e7 degree of latitude, 1/8.192e6 degree of longitude.
    static let latitudeUnits: Int64 = 25_000_000
    static let longitudeUnits: Int64 = 8_192_000
    static let gridRows: Int64 = 5
    static let gridColumns: Int64 = 4

    /// The cell a full code stands for.
    public struct Area: Sendable, Equatable {
        public var south: Double
        public var west: Double
        public var north: Double
        public var east: Double
        /// Digits of the code, padding and separator left out.
        public var length: Int

        /// The middle of the cell, kept on Earth at the poles and the antimeridian as the reference does.
        public var center: (latitude: Double, longitude: Double) {
            (min(south + (north - south) / 2, 90), min(west + (east - west) / 2, 180))
        }
    }

    /// The code of a position, `length` digits long (10 is about 14 m, 11 about 3 m).
    public static func encode(latitude: Double, longitude: Double, length: Int = 10) throws(SharingError) -> String {
        let (latitudeValue, longitudeValue) = integers(latitude: latitude, longitude: longitude)
        return try encode(latitudeInteger: latitudeValue, longitudeInteger: longitudeValue, length: length)
    }

    /// Degrees to the reference encoder's integers. Rounding the product to 6 decimals first keeps
    /// 80.01 × 2.5e7 from landing a hair under its integer, as the official vectors require.
    static func integers(latitude: Double, longitude: Double) -> (Int64, Int64) {
        func scaled(_ degrees: Double, _ units: Int64) -> Int64 {
            let product = degrees * Double(units)
            return Int64(((product * 1e6).rounded() / 1e6).rounded(.down))
        }
        let latitudeSpan = 180 * latitudeUnits
        let longitudeSpan = 360 * longitudeUnits
        let latitudeValue = min(max(scaled(latitude, latitudeUnits) + 90 * latitudeUnits, 0), latitudeSpan - 1)
        var longitudeValue = (scaled(longitude, longitudeUnits) + 180 * longitudeUnits) % longitudeSpan
        if longitudeValue < 0 { longitudeValue += longitudeSpan }
        return (latitudeValue, longitudeValue)
    }

    /// The code of a position already on the reference's integer grid.
    static func encode(latitudeInteger: Int64, longitudeInteger: Int64, length: Int) throws(SharingError) -> String {
        guard length >= 2, length >= pairCodeLength || length % 2 == 0 else { throw .invalidPlusCodeLength(length) }
        let length = min(length, maximumDigits)
        // All fifteen digits, filled from the last (five grid digits, then five pairs), then cut and padded, in one
        // buffer: the String is written in place.
        return String(unsafeUninitializedCapacity: maximumDigits + 1) { buffer in
            var latitudeValue = latitudeInteger
            var longitudeValue = longitudeInteger
            var digits: (UInt64, UInt64) = (0, 0)
            return withUnsafeMutableBytes(of: &digits) { digitBytes in
                for index in stride(from: maximumDigits - 1, through: pairCodeLength, by: -1) {
                    digitBytes[index] = alphabetBytes[Int((latitudeValue % gridRows) * gridColumns + longitudeValue % gridColumns)]
                    latitudeValue /= gridRows
                    longitudeValue /= gridColumns
                }
                for index in stride(from: pairCodeLength - 2, through: 0, by: -2) {
                    digitBytes[index + 1] = alphabetBytes[Int(longitudeValue % 20)]
                    digitBytes[index] = alphabetBytes[Int(latitudeValue % 20)]
                    latitudeValue /= 20
                    longitudeValue /= 20
                }
                var written = 0
                for index in 0..<separatorPosition {
                    buffer[written] = index < length ? digitBytes[index] : UInt8(ascii: "0")
                    written += 1
                }
                buffer[written] = UInt8(ascii: "+")
                written += 1
                for index in separatorPosition..<max(length, separatorPosition) {
                    buffer[written] = digitBytes[index]
                    written += 1
                }
                return written
            }
        }
    }

    /// The cell of a full code; short codes must be recovered first.
    public static func decode(_ text: String) throws(SharingError) -> Area {
        let shape = shape(text.utf8)
        guard shape.isFull else {
            throw shape.isShort ? .shortPlusCodeNeedsReference(text) : .invalidPlusCode(text)
        }
        var values: [Int64] = []
        values.reserveCapacity(maximumDigits)
        for byte in text.utf8 where values.count < maximumDigits && byte != UInt8(ascii: "+") && byte != UInt8(ascii: "0") {
            values.append(Int64(Self.values[Int(byte)]))
        }
        var latitude: Int64 = 0
        var longitude: Int64 = 0
        var latitudePlace = 20 * 20 * 20 * 20 * gridRows * gridRows * gridRows * gridRows * gridRows
        var longitudePlace = 20 * 20 * 20 * 20 * gridColumns * gridColumns * gridColumns * gridColumns * gridColumns
        for (index, value) in values.enumerated() {
            if index < pairCodeLength {
                if index.isMultiple(of: 2) {
                    if index > 0 { latitudePlace /= 20 }
                    latitude += value * latitudePlace
                } else {
                    if index > 1 { longitudePlace /= 20 }
                    longitude += value * longitudePlace
                }
            } else {
                latitudePlace /= gridRows
                longitudePlace /= gridColumns
                latitude += (value / gridColumns) * latitudePlace
                longitude += (value % gridColumns) * longitudePlace
            }
        }
        let latitudeUnits = Double(latitudeUnits)
        let longitudeUnits = Double(longitudeUnits)
        return Area(
            south: Double(latitude) / latitudeUnits - 90, west: Double(longitude) / longitudeUnits - 180,
            north: Double(latitude + latitudePlace) / latitudeUnits - 90, east: Double(longitude + longitudePlace) / longitudeUnits - 180,
            length: values.count)
    }
}
