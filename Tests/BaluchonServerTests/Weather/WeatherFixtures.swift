import FixtureServer
import Foundation

/// Recorded Open-Meteo answers moved to today: the route tests run on the real clock, and a forecast
/// from the day it was recorded would lie entirely in the past.
enum WeatherFixtures {
    /// `2025-07-01T14:00:00Z`, the instant the fixtures were made at.
    static let recordedAt = 1_751_378_400

    static func openMeteo(_ name: String, now: Date = Date()) throws -> FixtureReply {
        let url = FixtureReply.fixturesDirectory.appendingPathComponent("weather/\(name)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        // Hours move so that "now" is the current hour; days by whole days of each place's own calendar
        // (its `utc_offset_seconds`), so that its first day is its today even when UTC's date differs.
        let seconds = Int(now.timeIntervalSince1970)
        let hours = (seconds / 3600 - recordedAt / 3600) * 3600
        let shifted = shift(json, days: days(now: seconds, offset: 0), hours: hours, now: seconds, path: [])
        return .body(try JSONSerialization.data(withJSONObject: shifted), status: 200, contentType: "application/json")
    }

    private static func days(now: Int, offset: Int) -> Int {
        ((now + offset) / 86_400 - (recordedAt + offset) / 86_400) * 86_400
    }

    private static func shift(_ value: Any, days: Int, hours: Int, now: Int, path: [String]) -> Any {
        switch value {
        case let object as [String: Any]:
            let days = (object["utc_offset_seconds"] as? Int).map { Self.days(now: now, offset: $0) } ?? days
            return object.reduce(into: [String: Any]()) {
                $0[$1.key] = shift($1.value, days: days, hours: hours, now: now, path: path + [$1.key])
            }
        case let array as [Any]:
            return array.map { shift($0, days: days, hours: hours, now: now, path: path) }
        case let number as Int where path.suffix(2) == ["daily", "time"] || ["sunrise", "sunset"].contains(path.last):
            return number + days
        case let number as Int where path.suffix(2) == ["current", "time"] || path.suffix(2) == ["hourly", "time"]:
            return number + hours
        default:
            return value
        }
    }
}
