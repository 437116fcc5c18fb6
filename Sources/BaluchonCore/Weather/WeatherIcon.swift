/// The small set of pictures Baluchon draws weather with, whatever the provider.
public enum WeatherIcon: String, Sendable, Codable, CaseIterable {
    case clearDay = "clear-day"
    case clearNight = "clear-night"
    case partlyCloudyDay = "partly-cloudy-day"
    case partlyCloudyNight = "partly-cloudy-night"
    case cloudy
    case fog
    case drizzle
    case rain
    case showers
    case freezingRain = "freezing-rain"
    case snow
    case thunderstorm
    case hail
    case unknown

    /// A pictogram for terminals and plain text.
    public var emoji: String {
        switch self {
        case .clearDay: "☀️"
        case .clearNight: "🌙"
        case .partlyCloudyDay: "⛅"
        case .partlyCloudyNight: "☁️"
        case .cloudy: "☁️"
        case .fog: "🌫️"
        case .drizzle: "🌦️"
        case .rain: "🌧️"
        case .showers: "🌦️"
        case .freezingRain: "🧊"
        case .snow: "❄️"
        case .thunderstorm: "⛈️"
        case .hail: "⛈️"
        case .unknown: "❔"
        }
    }
}
