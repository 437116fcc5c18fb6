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
        // The zone is asked once (it is the costly part); a clock at that fixed offset then only formats.
        utcOffsetSeconds = zone.secondsFromGMT(for: instant)
        let clock = PlaceClock(timeZone: nil, fallbackOffset: utcOffsetSeconds)
        iso8601 = clock.timestamp(instant)
        time = clock.hourMinute(instant)
    }
}
