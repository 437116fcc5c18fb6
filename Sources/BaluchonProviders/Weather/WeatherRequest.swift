import BaluchonCore

/// What weather providers are asked: several places at once, and the language for providers that word
/// conditions themselves.
public struct WeatherRequest: Sendable, Equatable {
    public var coordinates: [WeatherCoordinate]
    public var language: UILanguage

    public init(coordinates: [WeatherCoordinate], language: UILanguage) {
        self.coordinates = coordinates
        self.language = language
    }
}
