import Foundation

/// Days of a transit calendar, counted from 1970-01-01, and the instant each service day starts in
/// the agency's time zone.
public enum ServiceDay {
    /// `20241216` → its day number; nil when the text is not a real date.
    public static func day(gtfs text: String) -> Int32? {
        guard text.count == 8, let value = Int(text) else { return nil }
        let year = value / 10_000
        let month = value / 100 % 100
        let day = value % 100
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        return Int32(daysFromCivil(year: year, month: month, day: day))
    }

    /// 0 is Monday, 6 Sunday (1970-01-01 was a Thursday).
    public static func weekday(_ day: Int32) -> Int {
        Int(((Int(day) + 3) % 7 + 7) % 7)
    }

    /// `yyyy-mm-dd` of a day number.
    public static func text(_ day: Int32) -> String {
        let (year, month, dayOfMonth) = civil(fromDays: Int(day))
        return String(format: "%04d-%02d-%02d", year, month, dayOfMonth)
    }

    /// The day number of a civil date (Howard Hinnant's algorithm).
    public static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day number.
    public static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPart = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPart + 2) / 5 + 1
        let month = monthPart < 10 ? monthPart + 3 : monthPart - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The instant (Unix seconds) service day `day` starts in `zone`: local noon minus twelve hours,
    /// as GTFS counts, so that times stay right on the days clocks change.
    public static func start(of day: Int32, in zone: TimeZone) -> Int {
        let noonUTC = Int(day) * 86_400 + 43_200
        var offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(noonUTC)))
        offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(noonUTC - offset)))
        return noonUTC - offset - 43_200
    }

    /// The local day an instant falls on in `zone`.
    public static func day(containing instant: Int, in zone: TimeZone) -> Int32 {
        let local = instant + zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        return Int32((local - ((local % 86_400) + 86_400) % 86_400) / 86_400)
    }

    /// `HH:MM:SS` (hours may pass 24) → seconds after the service day's start; nil when malformed.
    public static func seconds(gtfs text: String) -> Int32? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let hours = Int32(parts[0]), let minutes = Int32(parts[1]), let seconds = Int32(parts[2]),
            hours >= 0, hours < 240, (0..<60).contains(minutes), (0..<60).contains(seconds)
        else { return nil }
        return hours * 3600 + minutes * 60 + seconds
    }
}
