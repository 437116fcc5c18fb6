import BaluchonCore
import Foundation
import Testing

@Suite("A report as a person reads it")
struct WeatherViewTests {
    // 2025-07-01T14:00:00Z, 16:00 in Quimper.
    let start = Date(timeIntervalSince1970: 1_751_378_400)

    func report(language: UILanguage? = nil, text: String? = nil) throws -> WeatherReport {
        let hourly = (0..<48).map { step in
            HourlyWeather(
                time: start.addingTimeInterval(Double(step) * 3600), temperature: 15 + Double(step % 5), precipitationChance: step,
                precipitation: 0.2, condition: WeatherCondition(code: 61, isDay: step % 24 < 6, text: text))
        }
        let daily = (0..<8).map { day in
            DailyWeather(
                date: "2025-07-0\(day + 1)", minimum: 10, maximum: 20 + Double(day), precipitationChance: 70, precipitation: 2.4,
                condition: WeatherCondition(code: 3), sunrise: nil, sunset: nil)
        }
        let current = CurrentWeather(
            time: start, temperature: 16.4, feelsLike: 14.9, humidity: 88, windSpeed: 24.5, windDirection: 292, precipitation: 0.6,
            condition: WeatherCondition(code: 61, isDay: true, text: text), sunrise: Date(timeIntervalSince1970: 1_751_343_180),
            sunset: Date(timeIntervalSince1970: 1_751_400_840))
        return WeatherReport(
            coordinate: try WeatherCoordinate(latitude: 48, longitude: -4.1), timeZone: "Europe/Paris", utcOffsetSeconds: 7200,
            language: language, current: current, hourly: hourly, daily: daily)
    }

    @Test func nowIsInLocalTimeWithSunTimes() throws {
        let view = WeatherView(report: try report(), units: .metric, language: .fr, now: start.addingTimeInterval(300))
        #expect(try report().localTime(at: start.addingTimeInterval(300)) == "2025-07-01T16:05:00+02:00")
        #expect(view.timeZone == "Europe/Paris")
        #expect(view.current.description == "Pluie faible")
        #expect(view.current.icon == .rain)
        #expect(view.current.windFrom == "O")
        #expect(view.current.sunrise == "2025-07-01T06:13:00+02:00")
        #expect(view.current.sunset == "2025-07-01T22:14:00+02:00")
    }

    @Test func imperialConvertsEveryMeasure() throws {
        let view = WeatherView(report: try report(), units: .imperial, language: .en, now: start)
        #expect(view.current.temperature == 61.5)
        #expect(view.current.feelsLike == 58.8)
        #expect(view.current.windSpeed == 15.2)
        #expect(view.current.precipitation == 0.02)
        #expect(view.daily.first?.maximum == 68)
        #expect(view.units == .imperial)
    }

    @Test func hourlyIsTheNext24HoursFromNow() throws {
        let view = WeatherView(report: try report(), units: .metric, language: .en, now: start.addingTimeInterval(5 * 3600 + 600))
        #expect(view.hourly.count == 24)
        #expect(view.hourly.first?.time == "2025-07-01T21:00:00+02:00")
        #expect(view.hourly.last?.time == "2025-07-02T20:00:00+02:00")
    }

    @Test func dailyIsSevenDaysFromTodayEvenWhenTheReportIsOld() throws {
        let fresh = WeatherView(report: try report(), units: .metric, language: .en, now: start)
        #expect(fresh.daily.map(\.date) == (1...7).map { "2025-07-0\($0)" })
        let nextDay = WeatherView(report: try report(), units: .metric, language: .en, now: start.addingTimeInterval(86_400))
        #expect(nextDay.daily.first?.date == "2025-07-02")
        #expect(nextDay.daily.count == 7)
    }

    @Test func providerWordingIsKept() throws {
        let view = WeatherView(report: try report(language: .fr, text: "Légère pluie"), units: .metric, language: .fr, now: start)
        #expect(view.current.description == "Légère pluie")
        #expect(view.hourly.first?.description == "Légère pluie")
    }
}
