import Foundation

/// Conditions now. Temperatures in °C, wind in km/h, precipitation in mm.
public struct CurrentWeather: Sendable, Codable, Equatable {
    public var time: Date
    public var temperature: Double
    public var feelsLike: Double
    /// Relative humidity, %.
    public var humidity: Int
    public var windSpeed: Double
    /// Where the wind comes from, degrees clockwise from north.
    public var windDirection: Int
    /// Over the last hour.
    public var precipitation: Double
    public var condition: WeatherCondition
    public var sunrise: Date?
    public var sunset: Date?

    public init(
        time: Date, temperature: Double, feelsLike: Double, humidity: Int, windSpeed: Double, windDirection: Int, precipitation: Double,
        condition: WeatherCondition, sunrise: Date?, sunset: Date?
    ) {
        self.time = time
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.humidity = humidity
        self.windSpeed = windSpeed
        self.windDirection = windDirection
        self.precipitation = precipitation
        self.condition = condition
        self.sunrise = sunrise
        self.sunset = sunset
    }
}
