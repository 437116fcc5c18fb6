import Foundation

/// One provider's answer for one place: conditions now and the forecast, in metric units.
///
/// This is what is cached; ``WeatherView`` turns it into what a person reads (units, language, local times).
public struct WeatherReport: Sendable, Codable, Equatable {
    public var coordinate: WeatherCoordinate
    /// IANA time zone of the place when the provider knows it (`Europe/Paris`).
    public var timeZone: String?
    /// The place's offset from UTC when the answer was made (used when the zone is unknown).
    public var utcOffsetSeconds: Int
    /// Language of the providers' own texts (``WeatherCondition/text``); nil when it gave none.
    public var language: UILanguage?
    public var current: CurrentWeather
    /// Hour by hour from the current hour (at least the next 24 hours).
    public var hourly: [HourlyWeather]
    /// Day by day from today, in the place's calendar.
    public var daily: [DailyWeather]

    public init(
        coordinate: WeatherCoordinate, timeZone: String?, utcOffsetSeconds: Int, language: UILanguage?, current: CurrentWeather,
        hourly: [HourlyWeather], daily: [DailyWeather]
    ) {
        self.coordinate = coordinate
        self.timeZone = timeZone
        self.utcOffsetSeconds = utcOffsetSeconds
        self.language = language
        self.current = current
        self.hourly = hourly
        self.daily = daily
    }
}

extension WeatherReport {
    /// The place's clock: its zone when known, else the provider's offset.
    public var clock: PlaceClock {
        PlaceClock(timeZone: timeZone, fallbackOffset: utcOffsetSeconds)
    }

    /// The place's wall clock at `now` (`2026-05-03T14:05:00+02:00`).
    public func localTime(at now: Date) -> String {
        clock.timestamp(now)
    }
}
