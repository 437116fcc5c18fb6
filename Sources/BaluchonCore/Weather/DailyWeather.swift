import Foundation

/// One day of the forecast, in the place's calendar.
public struct DailyWeather: Sendable, Codable, Equatable {
    /// `yyyy-MM-dd` in the place's calendar.
    public var date: String
    public var minimum: Double
    public var maximum: Double
    /// Highest chance of precipitation over the day, %.
    public var precipitationChance: Int?
    /// Total over the day.
    public var precipitation: Double?
    /// The most significant weather of the day.
    public var condition: WeatherCondition
    public var sunrise: Date?
    public var sunset: Date?

    public init(
        date: String, minimum: Double, maximum: Double, precipitationChance: Int?, precipitation: Double?, condition: WeatherCondition,
        sunrise: Date?, sunset: Date?
    ) {
        self.date = date
        self.minimum = minimum
        self.maximum = maximum
        self.precipitationChance = precipitationChance
        self.precipitation = precipitation
        self.condition = condition
        self.sunrise = sunrise
        self.sunset = sunset
    }
}
