import Foundation

/// Tells instants in a place's own time: its time zone when known, else the offset the provider gave.
///
/// Formatting is done by hand from the offset: it runs for every hour of every forecast served, and
/// date formatters are costly to create and not safe to share.
public struct PlaceClock: Sendable {
    let zone: TimeZone?
    let fixedOffset: Int

    public init(timeZone identifier: String?, fallbackOffset: Int) {
        zone = identifier.flatMap(TimeZone.init(identifier:))
        fixedOffset = fallbackOffset
    }

    /// The place's offset from UTC at `date`, in seconds (daylight saving included when the zone is known).
    public func offset(at date: Date) -> Int {
        zone?.secondsFromGMT(for: date) ?? fixedOffset
    }

    /// The zone's name, or the fixed offset as `UTC+02:00`.
    public var name: String {
        zone?.identifier ?? "UTC" + Self.offsetText(fixedOffset)
    }

    /// `2026-05-03T14:05:00+02:00`: the local wall time with its offset.
    public func timestamp(_ date: Date) -> String {
        let offset = offset(at: date)
        let (day, seconds) = Self.split(date, offset: offset)
        let hour = seconds / 3600
        let minute = seconds / 60 % 60
        let second = seconds % 60
        return "\(Self.dateText(day))T\(Self.pad(hour)):\(Self.pad(minute)):\(Self.pad(second))\(Self.offsetText(offset))"
    }

    /// `14:05`: the local hours and minutes of `date`.
    public func hourMinute(_ date: Date) -> String {
        let seconds = Self.split(date, offset: offset(at: date)).seconds
        return "\(Self.pad(seconds / 3600)):\(Self.pad(seconds / 60 % 60))"
    }

    /// `2026-05-03`: the local calendar day of `date`.
    public func day(_ date: Date) -> String {
        Self.dateText(Self.split(date, offset: offset(at: date)).day)
    }

    /// Days since 1970-01-01 and seconds into that day, in local time.
    private static func split(_ date: Date, offset: Int) -> (day: Int, seconds: Int) {
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + offset
        let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return (day, local - day * 86_400)
    }

    /// `2026-05-03` for a day count since 1970-01-01.
    static func dateText(_ days: Int) -> String {
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        return "\(year)-\(pad(month))-\(pad(day))"
    }

    /// Proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's days-to-civil algorithm).
    static func civilDate(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func offsetText(_ offset: Int) -> String {
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return "\(sign)\(pad(minutes / 60)):\(pad(minutes % 60))"
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
