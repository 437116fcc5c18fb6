import Foundation

/// A line someone walked, drove or means to follow: a hiking trail, a recorded walk, a planned route.
/// Its points run one after another; `breaks` are the indexes where a new segment begins (a GPX `trkseg`,
/// a KML `MultiGeometry` or `gx:MultiTrack` part), so a gap in a recording is not drawn as a straight line.
public struct SavedTrack: Sendable, Equatable, Codable {
    public var name: String
    public var note: String
    /// `#rrggbb`, lowercase.
    public var colour: String?
    public var points: [TrackPoint]
    /// Sorted indexes into `points`, each above 0 and below `points.count`.
    public var breaks: [Int]

    public init(name: String, note: String = "", colour: String? = nil, segments: [[TrackPoint]]) {
        self.name = name
        self.note = note
        self.colour = colour.flatMap(SavedPlace.normalizedColour)
        let kept = segments.filter { !$0.isEmpty }
        points = kept.flatMap { $0 }
        var start = 0
        breaks = kept.dropLast().map { segment in
            start += segment.count
            return start
        }
    }

    /// The points cut at the breaks.
    public var segments: [ArraySlice<TrackPoint>] {
        zip([0] + breaks, breaks + [points.count]).map { points[$0..<$1] }
    }

    /// Metres along the track, segment by segment (no straight line across a gap).
    public var length: Double {
        segments.reduce(0) { total, segment in
            zip(segment, segment.dropFirst()).reduce(total) { $0 + $1.0.metres(to: $1.1) }
        }
    }

    /// From the first time to the last, when the track has times.
    public var duration: TimeInterval? {
        guard let first = points.lazy.compactMap(\.time).first, let last = points.reversed().lazy.compactMap(\.time).first else { return nil }
        return last.timeIntervalSince(first)
    }

    enum CodingKeys: String, CodingKey { case name, note, colour, points, breaks }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        if !note.isEmpty { try container.encode(note, forKey: .note) }
        try container.encodeIfPresent(colour, forKey: .colour)
        try container.encode(points, forKey: .points)
        if !breaks.isEmpty { try container.encode(breaks, forKey: .breaks) }
    }

    /// Read with the checks the parsers make: points on Earth, breaks inside the track.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let points = try container.decode([TrackPoint].self, forKey: .points)
        let breaks = try container.decodeIfPresent([Int].self, forKey: .breaks) ?? []
        guard zip([0] + breaks, breaks + [points.count]).allSatisfy({ $0 < $1 }) else {
            throw DecodingError.dataCorruptedError(forKey: .breaks, in: container, debugDescription: "breaks must rise inside the points")
        }
        self.init(
            name: try container.decodeIfPresent(String.self, forKey: .name) ?? "",
            note: try container.decodeIfPresent(String.self, forKey: .note) ?? "",
            colour: try container.decodeIfPresent(String.self, forKey: .colour),
            segments: zip([0] + breaks, breaks + [points.count]).map { Array(points[$0..<$1]) })
    }
}

/// One point of a track, written in JSON as `[lat, lon]`, `[lat, lon, ele]` or `[lat, lon, ele|null, "time"]`.
public struct TrackPoint: Sendable, Equatable, Codable {
    public var latitude: Double
    public var longitude: Double
    /// Metres above sea level.
    public var elevation: Double?
    public var time: Date?

    /// A point, nil when it is not on Earth.
    public init?(latitude: Double, longitude: Double, elevation: Double? = nil, time: Date? = nil) {
        guard latitude.isFinite, longitude.isFinite, (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
        self.elevation = elevation.flatMap { $0.isFinite ? $0 : nil }
        self.time = time
    }

    /// Metres on the sphere (haversine, mean Earth radius).
    public func metres(to other: TrackPoint) -> Double {
        let radians = Double.pi / 180
        let dLat = (other.latitude - latitude) * radians
        let dLon = (other.longitude - longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(latitude * radians) * cos(other.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6_371_008.8 * asin(min(1, a.squareRoot()))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(latitude)
        try container.encode(longitude)
        guard elevation != nil || time != nil else { return }
        if let elevation { try container.encode(elevation) } else { try container.encodeNil() }
        if let time { try container.encode(TrackTime.text(time)) }
    }

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let latitude = try container.decode(Double.self)
        let longitude = try container.decode(Double.self)
        let elevation = container.isAtEnd ? nil : try container.decodeNil() ? nil : try container.decode(Double.self)
        let time = container.isAtEnd ? nil : try container.decode(String.self)
        guard let point = TrackPoint(latitude: latitude, longitude: longitude, elevation: elevation, time: time.flatMap(TrackTime.date)) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a track point is [latitude, longitude, elevation?, time?] on Earth")
        }
        self = point
    }
}

/// Track times: read fast (a long track has one per point) and written back to the millisecond, by hand
/// both ways so that a time read from a file is written back with the same digits.
enum TrackTime {
    /// `2024-05-31T16:08:37Z`, with milliseconds when the time has them; written digit by digit (a long track
    /// has one a point).
    static func text(_ date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded())
        let (seconds, fraction) = (milliseconds.floorDivided(by: 1000), milliseconds.floorModulo(1000))
        let (days, time) = (seconds.floorDivided(by: 86_400), seconds.floorModulo(86_400))
        let (year, month, day) = ServiceDay.civil(fromDays: days)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        func digits(_ value: Int, _ count: Int) {
            var divisor = 1
            for _ in 1..<count { divisor *= 10 }
            var value = value
            if value >= divisor * 10 {
                bytes.append(contentsOf: "\(value / (divisor * 10))".utf8)
                value %= divisor * 10
            }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        if year < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(abs(year), 4)
        for (separator, value) in [("-", month), ("-", day), ("T", time / 3600), (":", time / 60 % 60), (":", time % 60)] {
            bytes.append(contentsOf: separator.utf8)
            digits(value, 2)
        }
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            digits(fraction, 3)
        }
        bytes.append(UInt8(ascii: "Z"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `YYYY-MM-DDTHH:MM:SS[.fff…]Z` read by hand; other ISO 8601 forms (offsets) by Foundation.
    static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = Int(bytes[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z"), bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
            let minute = number(14..<16), let second = number(17..<19), (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60,
            second < 61
        else { return XMLText.date(text) }
        var digits = 0
        var fraction = 0
        if bytes.count > 20 {
            digits = bytes.count - 21
            guard bytes[19] == UInt8(ascii: "."), (1...9).contains(digits), let value = number(20..<(bytes.count - 1)) else {
                return XMLText.date(text)
            }
            fraction = value
        }
        let seconds = ServiceDay.daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        return Date(timeIntervalSince1970: Double(seconds * scale + fraction) / Double(scale))
    }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> Int { (self - floorModulo(divisor)) / divisor }
    fileprivate func floorModulo(_ divisor: Int) -> Int { ((self % divisor) + divisor) % divisor }
}
