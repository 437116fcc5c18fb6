import Foundation

/// A weather report as a person reads it: in their units and language, with times in the place's own
/// clock, the next 24 hours and the next 7 days counted from now.
///
/// Nothing in it moves between two quarter hours (hours begin and days change on quarter hours
/// everywhere), so a server may keep it that long; the place's current time is ``WeatherReport/localTime(at:)``.
public struct WeatherView: Sendable, Codable, Equatable {
    public struct Now: Sendable, Codable, Equatable {
        /// When the provider observed or modelled these conditions, in local time.
        public var time: String
        public var temperature: Double
        public var feelsLike: Double
        public var description: String
        public var icon: WeatherIcon
        public var humidity: Int
        public var windSpeed: Double
        public var windDirection: Int
        /// `NW`, `SO`…: where the wind comes from.
        public var windFrom: String
        public var precipitation: Double
        public var sunrise: String?
        public var sunset: String?
    }

    public struct Hour: Sendable, Codable, Equatable {
        public var time: String
        public var temperature: Double
        public var description: String
        public var icon: WeatherIcon
        public var precipitationChance: Int?
        public var precipitation: Double?
    }

    public struct Day: Sendable, Codable, Equatable {
        public var date: String
        public var minimum: Double
        public var maximum: Double
        public var description: String
        public var icon: WeatherIcon
        public var precipitationChance: Int?
        public var precipitation: Double?
        public var sunrise: String?
        public var sunset: String?
    }

    public var latitude: Double
    public var longitude: Double
    /// IANA name, or `UTC+02:00` when only the offset is known.
    public var timeZone: String
    public var units: WeatherUnits
    public var current: Now
    public var hourly: [Hour]
    public var daily: [Day]

    /// Presents `report` as of `now`, keeping hours from the current one for `hours` hours and days from today.
    public init(report: WeatherReport, units: WeatherUnits, language: UILanguage, now: Date, hours: Int = 24, days: Int = 7) {
        let clock = report.clock
        latitude = report.coordinate.latitude
        longitude = report.coordinate.longitude
        timeZone = clock.name
        self.units = units
        let current = report.current
        self.current = Now(
            time: clock.timestamp(current.time),
            temperature: units.temperature(current.temperature),
            feelsLike: units.temperature(current.feelsLike),
            description: current.condition.description(in: language),
            icon: current.condition.icon,
            humidity: current.humidity,
            windSpeed: units.windSpeed(current.windSpeed),
            windDirection: current.windDirection,
            windFrom: CompassPoint(degrees: current.windDirection).abbreviation(in: language),
            precipitation: units.precipitation(current.precipitation),
            sunrise: current.sunrise.map(clock.timestamp),
            sunset: current.sunset.map(clock.timestamp))
        let end = now.addingTimeInterval(TimeInterval(hours) * 3600)
        // The step that began within the last hour is "now"; older ones are past.
        hourly = report.hourly.filter { $0.time > now.addingTimeInterval(-3600) && $0.time < end }.prefix(hours).map { hour in
            Hour(
                time: clock.timestamp(hour.time), temperature: units.temperature(hour.temperature),
                description: hour.condition.description(in: language), icon: hour.condition.icon,
                precipitationChance: hour.precipitationChance, precipitation: hour.precipitation.map(units.precipitation))
        }
        let today = clock.day(now)
        daily = report.daily.filter { $0.date >= today }.prefix(days).map { day in
            Day(
                date: day.date, minimum: units.temperature(day.minimum), maximum: units.temperature(day.maximum),
                description: day.condition.description(in: language), icon: day.condition.icon,
                precipitationChance: day.precipitationChance, precipitation: day.precipitation.map(units.precipitation),
                sunrise: day.sunrise.map(clock.timestamp), sunset: day.sunset.map(clock.timestamp))
        }
    }
}
