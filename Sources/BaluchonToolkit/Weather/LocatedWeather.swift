import BaluchonCore

/// The weather of one place of a question, with the place as found.
public struct LocatedWeather: Sendable {
    public var location: WeatherLocation
    public var outcome: WeatherOutcome
}
