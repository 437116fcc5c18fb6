import Foundation

/// Geohash (G. Niemeyer, 2008): a place as a string of base-32 symbols whose prefixes are ever larger cells.
public enum Geohash {
    static let alphabet = Array("0123456789bcdefghjkmnpqrstuvwxyz")
    /// 12 symbols is a cell of a few centimetres; more adds nothing a phone can measure.
    public static let maximumPrecision = 12

    /// A geohash cell.
    public struct Cell: Sendable, Equatable {
        public var south: Double
        public var west: Double
        public var north: Double
        public var east: Double
        public var center: (latitude: Double, longitude: Double) { ((south + north) / 2, (west + east) / 2) }
    }

    /// Which way a neighbour lies.
    public enum Direction: String, Sendable, CaseIterable {
        case north, northEast, east, southEast, south, southWest, west, northWest
    }

    public static func encode(latitude: Double, longitude: Double, precision: Int = 9) throws(SharingError) -> String {
        guard (1...maximumPrecision).contains(precision) else { throw .invalidGeohashPrecision(precision) }
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw .coordinateOutOfRange(latitude: latitude, longitude: longitude)
        }
        var latitudeRange = (-90.0, 90.0)
        var longitudeRange = (-180.0, 180.0)
        var evenBit = true
        var hash = ""
        var symbol = 0
        var bits = 0
        while hash.count < precision {
            if evenBit {
                let middle = (longitudeRange.0 + longitudeRange.1) / 2
                symbol <<= 1
                if longitude >= middle {
                    symbol |= 1
                    longitudeRange.0 = middle
                } else {
                    longitudeRange.1 = middle
                }
            } else {
                let middle = (latitudeRange.0 + latitudeRange.1) / 2
                symbol <<= 1
                if latitude >= middle {
                    symbol |= 1
                    latitudeRange.0 = middle
                } else {
                    latitudeRange.1 = middle
                }
            }
            evenBit.toggle()
            bits += 1
            if bits == 5 {
                hash.append(alphabet[symbol])
                bits = 0
                symbol = 0
            }
        }
        return hash
    }

    /// The cell a geohash names; letters are read in either case.
    public static func decode(_ text: String) throws(SharingError) -> Cell {
        let hash = text.lowercased()
        guard (1...maximumPrecision).contains(hash.count) else { throw .invalidGeohash(text) }
        var latitudeRange = (-90.0, 90.0)
        var longitudeRange = (-180.0, 180.0)
        var evenBit = true
        for character in hash {
            guard let value = alphabet.firstIndex(of: character) else { throw .invalidGeohash(text) }
            for shift in stride(from: 4, through: 0, by: -1) {
                let bit = (value >> shift) & 1 == 1
                if evenBit {
                    let middle = (longitudeRange.0 + longitudeRange.1) / 2
                    if bit { longitudeRange.0 = middle } else { longitudeRange.1 = middle }
                } else {
                    let middle = (latitudeRange.0 + latitudeRange.1) / 2
                    if bit { latitudeRange.0 = middle } else { latitudeRange.1 = middle }
                }
                evenBit.toggle()
            }
        }
        return Cell(south: latitudeRange.0, west: longitudeRange.0, north: latitudeRange.1, east: longitudeRange.1)
    }

    /// The cell of the same size next to this one; longitude wraps at the antimeridian, and there is nothing
    /// north of the North Pole's row (nil).
    public static func neighbour(of text: String, toward direction: Direction) throws(SharingError) -> String? {
        let cell = try decode(text)
        let height = cell.north - cell.south
        let width = cell.east - cell.west
        let (rows, columns): (Double, Double) =
            switch direction {
            case .north: (1, 0)
            case .northEast: (1, 1)
            case .east: (0, 1)
            case .southEast: (-1, 1)
            case .south: (-1, 0)
            case .southWest: (-1, -1)
            case .west: (0, -1)
            case .northWest: (1, -1)
            }
        let latitude = cell.center.latitude + rows * height
        guard (-90...90).contains(latitude) else { return nil }
        var longitude = cell.center.longitude + columns * width
        if longitude > 180 { longitude -= 360 }
        if longitude < -180 { longitude += 360 }
        return try encode(latitude: latitude, longitude: longitude, precision: text.count)
    }

    /// The eight neighbours, in compass order from north; poles have fewer.
    public static func neighbours(of text: String) throws(SharingError) -> [Direction: String] {
        var found: [Direction: String] = [:]
        for direction in Direction.allCases {
            found[direction] = try neighbour(of: text, toward: direction)
        }
        return found
    }

    /// The shortest geohash whose cell is no coarser than the position's accuracy: the cell's half-diagonal
    /// at that latitude stays within `metres`.
    public static func precision(forAccuracy metres: Double, atLatitude latitude: Double) -> Int {
        let metresPerDegree = 111_320.0
        for precision in 1...maximumPrecision {
            let bits = precision * 5
            let height = 180 / pow(2, Double(bits / 2)) * metresPerDegree
            let width = 360 / pow(2, Double(bits - bits / 2)) * metresPerDegree * max(cos(latitude * .pi / 180), 0.01)
            if (height * height + width * width).squareRoot() / 2 <= metres { return precision }
        }
        return maximumPrecision
    }
}
