import Foundation

/// The wall-clock time in a time zone at a given instant.
public struct LocalTime: Sendable, Equatable, Codable {
    /// `2025-11-21T14:03:12+01:00`.
    public var iso8601: String
    /// `14:03`.
    public var time: String
    public var utcOffsetSeconds: Int

    /// The local time in zone `identifier` at `instant`, or nil when the zone is unknown.
    public init?(timeZone identifier: String, at instant: Date) {
        guard !identifier.isEmpty, let zone = TimeZone(identifier: identifier) else { return nil }
        let offset = zone.secondsFromGMT(for: instant)
        let local = Int(instant.timeIntervalSince1970.rounded(.down)) + offset
        let days = Int((Double(local) / 86_400).rounded(.down))
        let seconds = local - days * 86_400
        let (year, month, day) = Self.civilDate(daysSinceEpoch: days)
        let sign = offset < 0 ? "-" : "+"
        let clock = Self.two(seconds / 3600) + ":" + Self.two(seconds / 60 % 60)
        iso8601 =
            "\(year)-\(Self.two(month))-\(Self.two(day))T\(clock):\(Self.two(seconds % 60))"
            + "\(sign)\(Self.two(abs(offset) / 3600)):\(Self.two(abs(offset) / 60 % 60))"
        time = clock
        utcOffsetSeconds = offset
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// Proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
    static func civilDate(daysSinceEpoch: Int) -> (year: Int, month: Int, day: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPrime = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPrime + 2) / 5 + 1
        let month = monthPrime < 10 ? monthPrime + 3 : monthPrime - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
