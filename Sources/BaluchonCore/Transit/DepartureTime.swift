import Foundation

/// When a traveller leaves, as they typed it: now, an instant with its offset
/// (`2024-12-16T08:30:00-05:00`, `…Z`), or a wall-clock time (`2024-12-16T08:30`) read in the time zone
/// of the feed that serves, so a traveller asks in the city's own time.
public enum DepartureTime: Sendable, Equatable {
    case now
    case instant(Date)
    /// A day (from 1970-01-01) and seconds after local midnight.
    case local(day: Int32, seconds: Int)

    /// Reads the text; nil or empty means now.
    public static func parse(_ text: String?) throws(TransitError) -> DepartureTime {
        guard let raw = text?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return .now }
        guard raw.count <= 40 else { throw .invalidDeparture(text: raw) }
        let normalised = raw.replacingOccurrences(of: " ", with: "T")
        let parts = normalised.split(separator: "T", maxSplits: 1).map(String.init)
        guard parts.count == 2, let day = ServiceDay.day(gtfs: parts[0].replacingOccurrences(of: "-", with: "")), parts[0].count == 10 else {
            throw .invalidDeparture(text: raw)
        }
        var clock = parts[1]
        var offset: Int?
        if clock.hasSuffix("Z") {
            clock.removeLast()
            offset = 0
        } else if let sign = clock.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            let zone = clock[clock.index(after: sign)...].split(separator: ":")
            guard (1...2).contains(zone.count), let hours = Int(zone[0]),
                let minutes = zone.count == 2 ? Int(zone[1]) : (hours >= 100 ? hours % 100 : 0)
            else { throw .invalidDeparture(text: raw) }
            let wholeHours = zone.count == 1 && hours >= 100 ? hours / 100 : hours
            offset = (clock[sign] == "-" ? -1 : 1) * (wholeHours * 3600 + minutes * 60)
            clock = String(clock[..<sign])
        }
        let fields = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count), let hours = Int(fields[0]), let minutes = Int(fields[1]),
            let seconds = fields.count == 3 ? Int(fields[2].prefix(2)) : 0, (0..<24).contains(hours), (0..<60).contains(minutes),
            (0..<60).contains(seconds)
        else { throw .invalidDeparture(text: raw) }
        let wall = hours * 3600 + minutes * 60 + seconds
        guard let offset else { return .local(day: day, seconds: wall) }
        return .instant(Date(timeIntervalSince1970: TimeInterval(Int(day) * 86_400 + wall - offset)))
    }

    /// The instant meant, reading a wall-clock time in `zone`.
    public func instant(in zone: TimeZone, now: Date) -> Date {
        switch self {
        case .now: return now
        case .instant(let date): return date
        case .local(let day, let seconds):
            let wallUTC = Int(day) * 86_400 + seconds
            var offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wallUTC)))
            offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wallUTC - offset)))
            return Date(timeIntervalSince1970: TimeInterval(wallUTC - offset))
        }
    }
}
