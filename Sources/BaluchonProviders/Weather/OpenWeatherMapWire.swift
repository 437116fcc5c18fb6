import BaluchonCore
import Foundation

/// OpenWeatherMap's current-weather and 5-day-forecast answers (`units=metric`), and their mapping to
/// ``WeatherReport``.
enum OpenWeatherMapWire {
    struct Condition: Decodable {
        var id: Int
        var description: String
        var icon: String
    }

    struct Main: Decodable {
        var temp: Double
        var feelsLike: Double?
        var tempMin: Double?
        var tempMax: Double?
        var humidity: Double?

        enum CodingKeys: String, CodingKey {
            case temp, humidity
            case feelsLike = "feels_like"
            case tempMin = "temp_min"
            case tempMax = "temp_max"
        }
    }

    struct Wind: Decodable {
        /// Metres per second in metric units.
        var speed: Double?
        var deg: Double?
    }

    /// Rain or snow over the last hour (`1h`) or the 3-hour step (`3h`), in mm.
    struct Amount: Decodable {
        var oneHour: Double?
        var threeHours: Double?

        enum CodingKeys: String, CodingKey {
            case oneHour = "1h"
            case threeHours = "3h"
        }
    }

    struct Sun: Decodable {
        var sunrise: Int?
        var sunset: Int?
    }

    struct Current: Decodable {
        var weather: [Condition]
        var main: Main
        var wind: Wind?
        var rain: Amount?
        var snow: Amount?
        var dt: Int
        var sys: Sun?
        /// Offset from UTC in seconds.
        var timezone: Int?
    }

    struct Step: Decodable {
        var dt: Int
        var main: Main
        var weather: [Condition]
        /// Probability of precipitation, 0…1.
        var pop: Double?
        var rain: Amount?
        var snow: Amount?
    }

    struct City: Decodable {
        var timezone: Int?
    }

    struct Forecast: Decodable {
        var list: [Step]
        var city: City?
    }

    static func report(
        current: Current, forecast: Forecast, for coordinate: WeatherCoordinate, language: UILanguage
    ) throws(ProviderFailure)
        -> WeatherReport
    {
        guard let condition = current.weather.first else { throw .malformed("no weather condition") }
        let offset = current.timezone ?? forecast.city?.timezone ?? 0
        let clock = PlaceClock(timeZone: nil, fallbackOffset: offset)
        let time = date(current.dt)
        let now = CurrentWeather(
            time: time, temperature: current.main.temp, feelsLike: current.main.feelsLike ?? current.main.temp,
            humidity: Int((current.main.humidity ?? 0).rounded()), windSpeed: kilometresPerHour(current.wind?.speed),
            windDirection: Int((current.wind?.deg ?? 0).rounded()),
            precipitation: (current.rain?.oneHour ?? 0) + (current.snow?.oneHour ?? 0), condition: weatherCondition(condition),
            sunrise: current.sys?.sunrise.map(date), sunset: current.sys?.sunset.map(date))
        let hourly = forecast.list.compactMap { step -> HourlyWeather? in
            guard let condition = step.weather.first else { return nil }
            return HourlyWeather(
                time: date(step.dt), temperature: step.main.temp, precipitationChance: step.pop.map { Int(($0 * 100).rounded()) },
                precipitation: (step.rain?.threeHours ?? 0) + (step.snow?.threeHours ?? 0), condition: weatherCondition(condition))
        }
        return WeatherReport(
            coordinate: coordinate, timeZone: nil, utcOffsetSeconds: offset, language: language, current: now, hourly: hourly,
            daily: days(now: now, steps: forecast.list, clock: clock))
    }

    /// Days made from the 3-hour steps: lowest and highest temperature, highest chance and total of
    /// precipitation, the most significant condition; today also counts the current observation.
    private static func days(now: CurrentWeather, steps: [Step], clock: PlaceClock) -> [DailyWeather] {
        var order: [String] = [clock.day(now.time)]
        var grouped: [String: [Step]] = [:]
        for step in steps {
            let day = clock.day(date(step.dt))
            if grouped[day] == nil && !order.contains(day) { order.append(day) }
            grouped[day, default: []].append(step)
        }
        return order.compactMap { day in
            let daySteps = grouped[day] ?? []
            let isToday = day == order.first
            var lows = daySteps.map { $0.main.tempMin ?? $0.main.temp }
            var highs = daySteps.map { $0.main.tempMax ?? $0.main.temp }
            var conditions = daySteps.compactMap { $0.weather.first.map { weatherCondition($0, isDay: true) } }
            if isToday {
                lows.append(now.temperature)
                highs.append(now.temperature)
                conditions.append(WeatherCondition(code: now.condition.code, isDay: true, text: now.condition.text))
            }
            guard let minimum = lows.min(), let maximum = highs.max(), let worst = conditions.max(by: { $0.code < $1.code }) else {
                return nil
            }
            let chances = daySteps.compactMap(\.pop)
            return DailyWeather(
                date: day, minimum: minimum, maximum: maximum, precipitationChance: chances.max().map { Int(($0 * 100).rounded()) },
                precipitation: daySteps.isEmpty ? nil : daySteps.reduce(0) { $0 + ($1.rain?.threeHours ?? 0) + ($1.snow?.threeHours ?? 0) },
                condition: worst, sunrise: isToday ? now.sunrise : nil, sunset: isToday ? now.sunset : nil)
        }
    }

    static func weatherCondition(_ condition: Condition, isDay: Bool? = nil) -> WeatherCondition {
        WeatherCondition(
            code: OpenWeatherMapCondition.wmoCode(for: condition.id), isDay: isDay ?? !condition.icon.hasSuffix("n"),
            text: condition.description.prefix(1).uppercased() + condition.description.dropFirst())
    }

    static func kilometresPerHour(_ metresPerSecond: Double?) -> Double {
        ((metresPerSecond ?? 0) * 3.6 * 10).rounded() / 10
    }

    static func date(_ unixTime: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(unixTime))
    }
}
