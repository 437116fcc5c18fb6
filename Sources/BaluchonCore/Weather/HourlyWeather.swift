import Foundation

/// One step of the hourly forecast (hourly, or three-hourly for providers that have no finer steps).
public struct HourlyWeather: Sendable, Codable, Equatable {
    public var time: Date
    public var temperature: Double
    /// Chance of precipitation, %.
    public var precipitationChance: Int?
    public var precipitation: Double?
    public var condition: WeatherCondition

    public init(time: Date, temperature: Double, precipitationChance: Int?, precipitation: Double?, condition: WeatherCondition) {
        self.time = time
        self.temperature = temperature
        self.precipitationChance = precipitationChance
        self.precipitation = precipitation
        self.condition = condition
    }
}
