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
        // Days move by whole days to keep local midnights; hours move so that "now" is the current hour.
        let days = (Int(now.timeIntervalSince1970) / 86_400 - recordedAt / 86_400) * 86_400
        let hours = (Int(now.timeIntervalSince1970) / 3600 - recordedAt / 3600) * 3600
        let shifted = shift(json, days: days, hours: hours, path: [])
        return .body(try JSONSerialization.data(withJSONObject: shifted), status: 200, contentType: "application/json")
    }

    private static func shift(_ value: Any, days: Int, hours: Int, path: [String]) -> Any {
        switch value {
        case let object as [String: Any]:
            return object.reduce(into: [String: Any]()) { $0[$1.key] = shift($1.value, days: days, hours: hours, path: path + [$1.key]) }
        case let array as [Any]:
            return array.map { shift($0, days: days, hours: hours, path: path) }
        case let number as Int where path.suffix(2) == ["daily", "time"] || ["sunrise", "sunset"].contains(path.last):
            return number + days
        case let number as Int where path.suffix(2) == ["current", "time"] || path.suffix(2) == ["hourly", "time"]:
            return number + hours
        default:
            return value
        }
    }
}
