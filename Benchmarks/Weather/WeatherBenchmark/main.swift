import BaluchonCore
import Foundation

/// Builds a report like Open-Meteo's: 48 hours and 8 days from `start`.
func report(latitude: Double, longitude: Double, zone: String, start: Date) throws -> WeatherReport {
    let hourly = (0..<48).map { step in
        HourlyWeather(
            time: start.addingTimeInterval(Double(step) * 3600), temperature: 15 + Double(step % 7) * 0.7, precipitationChance: step * 2 % 100,
            precipitation: 0.2, condition: WeatherCondition(code: [0, 1, 2, 3, 61, 80][step % 6], isDay: step % 24 < 14))
    }
    let daily = (0..<8).map { day in
        DailyWeather(
            date: PlaceClock(timeZone: zone, fallbackOffset: 0).day(start.addingTimeInterval(Double(day) * 86_400)), minimum: 10,
            maximum: 20 + Double(day), precipitationChance: 70, precipitation: 2.4, condition: WeatherCondition(code: 3),
            sunrise: start.addingTimeInterval(Double(day) * 86_400 - 20_000), sunset: start.addingTimeInterval(Double(day) * 86_400 + 20_000))
    }
    let current = CurrentWeather(
        time: start, temperature: 16.4, feelsLike: 14.9, humidity: 88, windSpeed: 24.5, windDirection: 292, precipitation: 0.6,
        condition: WeatherCondition(code: 61), sunrise: start.addingTimeInterval(-20_000), sunset: start.addingTimeInterval(20_000))
    return WeatherReport(
        coordinate: try WeatherCoordinate(latitude: latitude, longitude: longitude), timeZone: zone, utcOffsetSeconds: 0, language: nil,
        current: current, hourly: hourly, daily: daily)
}

func measure(_ label: String, iterations: Int, _ work: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let elapsed = try clock.measure { for _ in 0..<iterations { try work() } }
    let micros = Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
    let each = micros / Double(iterations)
    print("\(label): \(String(format: "%.1f", each)) µs")
    return each
}

let now = Date()
let start = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600)
let zones = [
    "America/New_York", "Europe/Paris", "Europe/London", "Asia/Tokyo", "Australia/Sydney", "America/Mexico_City", "Europe/Moscow",
    "America/Sao_Paulo", "Africa/Cairo", "Asia/Singapore",
]
let reports = try zones.enumerated().map { index, zone in try report(latitude: Double(index), longitude: Double(index), zone: zone, start: start) }
let iterations = 300
print("In-process cost of answering a 10-city list (release build, \(iterations) rounds, mean per answer):")
let present = measure("  present 10 views (units, language, local times)", iterations: iterations) {
    _ = reports.map { WeatherView(report: $0, units: .metric, language: .fr, now: now) }
}
let built = reports.map { WeatherView(report: $0, units: .metric, language: .fr, now: now) }
let encode = try measure("  encode them with JSONEncoder", iterations: iterations) { _ = try JSONEncoder().encode(built) }
let fragments = try built.map { try JSONEncoder().encode($0) }
let keyed = Dictionary(uniqueKeysWithValues: fragments.enumerated().map { ($0.offset, $0.element) })
// What the server's view cache does instead: look each view up and copy its bytes into the answer.
let cached = measure("  reuse the views encoded this quarter hour", iterations: iterations * 10) {
    var answer: [UInt8] = []
    answer.reserveCapacity(60_000)
    for index in 0..<10 { answer.append(contentsOf: keyed[index]!) }
}
let clocks = measure("  10 local times (the per-request part)", iterations: iterations * 10) {
    for report in reports { _ = report.localTime(at: now) }
}
let decode = try measure("  decode 10 reports from the store (JSONDecoder), on a memory miss", iterations: 30) {
    for fragment in try reports.map({ try JSONEncoder().encode($0) }) { _ = try JSONDecoder().decode(WeatherReport.self, from: fragment) }
}
print("answer size: \(fragments.reduce(0) { $0 + $1.count }) bytes of views")
print("presenting and encoding each time / reusing cached views: \(Int(((present + encode) / (cached + clocks)).rounded()))×")
_ = decode
