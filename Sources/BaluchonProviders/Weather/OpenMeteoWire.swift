import BaluchonCore
import Foundation

/// Open-Meteo's forecast answer (with `timeformat=unixtime`), and its mapping to ``WeatherReport``.
enum OpenMeteoWire {
    static let currentVariables = [
        "temperature_2m", "relative_humidity_2m", "apparent_temperature", "is_day", "precipitation", "weather_code",
        "wind_speed_10m", "wind_direction_10m",
    ]
    static let hourlyVariables = ["temperature_2m", "precipitation_probability", "precipitation", "weather_code", "is_day"]
    static let dailyVariables = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_sum", "precipitation_probability_max", "sunrise",
        "sunset",
    ]

    struct Forecast: Decodable {
        var utcOffsetSeconds: Int
        var timezone: String?
        var current: Current
        var hourly: Hourly
        var daily: Daily

        enum CodingKeys: String, CodingKey {
            case utcOffsetSeconds = "utc_offset_seconds"
            case timezone, current, hourly, daily
        }
    }

    struct Current: Decodable {
        var time: Int
        var temperature: Double?
        var humidity: Double?
        var apparentTemperature: Double?
        var isDay: Int?
        var precipitation: Double?
        var weatherCode: Int?
        var windSpeed: Double?
        var windDirection: Double?

        enum CodingKeys: String, CodingKey {
            case time
            case temperature = "temperature_2m"
            case humidity = "relative_humidity_2m"
            case apparentTemperature = "apparent_temperature"
            case isDay = "is_day"
            case precipitation
            case weatherCode = "weather_code"
            case windSpeed = "wind_speed_10m"
            case windDirection = "wind_direction_10m"
        }
    }

    struct Hourly: Decodable {
        var time: [Int]
        var temperature: [Double?]
        var precipitationProbability: [Double?]?
        var precipitation: [Double?]?
        var weatherCode: [Int?]
        var isDay: [Int?]?

        enum CodingKeys: String, CodingKey {
            case time
            case temperature = "temperature_2m"
            case precipitationProbability = "precipitation_probability"
            case precipitation
            case weatherCode = "weather_code"
            case isDay = "is_day"
        }
    }

    struct Daily: Decodable {
        var time: [Int]
        var weatherCode: [Int?]
        var maximum: [Double?]
        var minimum: [Double?]
        var precipitationSum: [Double?]?
        var precipitationProbability: [Double?]?
        var sunrise: [Int?]?
        var sunset: [Int?]?

        enum CodingKeys: String, CodingKey {
            case time
            case weatherCode = "weather_code"
            case maximum = "temperature_2m_max"
            case minimum = "temperature_2m_min"
            case precipitationSum = "precipitation_sum"
            case precipitationProbability = "precipitation_probability_max"
            case sunrise, sunset
        }
    }
}

extension OpenMeteoWire.Forecast {
    /// The report for the place asked as `coordinate` (Open-Meteo answers for its grid cell's centre).
    func report(for coordinate: WeatherCoordinate) throws(ProviderFailure) -> WeatherReport {
        guard let temperature = current.temperature, let code = current.weatherCode else {
            throw .malformed("no current temperature or weather code")
        }
        let clock = PlaceClock(timeZone: timezone, fallbackOffset: utcOffsetSeconds)
        let days = dailyWeather(clock: clock)
        let today = clock.day(Self.date(current.time))
        let now = CurrentWeather(
            time: Self.date(current.time), temperature: temperature, feelsLike: current.apparentTemperature ?? temperature,
            humidity: Int((current.humidity ?? 0).rounded()), windSpeed: current.windSpeed ?? 0,
            windDirection: Int((current.windDirection ?? 0).rounded()), precipitation: current.precipitation ?? 0,
            condition: WeatherCondition(code: code, isDay: current.isDay != 0),
            sunrise: days.first { $0.date == today }?.sunrise, sunset: days.first { $0.date == today }?.sunset)
        return WeatherReport(
            coordinate: coordinate, timeZone: timezone, utcOffsetSeconds: utcOffsetSeconds, language: nil, current: now,
            hourly: hourlyWeather(), daily: days)
    }

    private func hourlyWeather() -> [HourlyWeather] {
        hourly.time.indices.compactMap { index in
            guard let temperature = hourly.temperature[safe: index] ?? nil, let code = hourly.weatherCode[safe: index] ?? nil else {
                return nil
            }
            return HourlyWeather(
                time: Self.date(hourly.time[index]), temperature: temperature,
                precipitationChance: (hourly.precipitationProbability?[safe: index] ?? nil).map { Int($0.rounded()) },
                precipitation: hourly.precipitation?[safe: index] ?? nil,
                condition: WeatherCondition(code: code, isDay: (hourly.isDay?[safe: index] ?? nil) != 0))
        }
    }

    private func dailyWeather(clock: PlaceClock) -> [DailyWeather] {
        daily.time.indices.compactMap { index in
            guard let code = daily.weatherCode[safe: index] ?? nil, let maximum = daily.maximum[safe: index] ?? nil,
                let minimum = daily.minimum[safe: index] ?? nil
            else { return nil }
            return DailyWeather(
                date: clock.day(Self.date(daily.time[index])), minimum: minimum, maximum: maximum,
                precipitationChance: (daily.precipitationProbability?[safe: index] ?? nil).map { Int($0.rounded()) },
                precipitation: daily.precipitationSum?[safe: index] ?? nil, condition: WeatherCondition(code: code),
                sunrise: (daily.sunrise?[safe: index] ?? nil).map(Self.date), sunset: (daily.sunset?[safe: index] ?? nil).map(Self.date))
        }
    }

    static func date(_ unixTime: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(unixTime))
    }
}

extension Array {
    /// The element at `index`, or nil past the end (providers' parallel arrays may be ragged).
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
