/// What the sky is doing, as a WMO code (providers with codes of their own are mapped to it).
public struct WeatherCondition: Sendable, Codable, Equatable {
    /// WMO weather interpretation code.
    public var code: Int
    public var isDay: Bool
    /// The provider's own wording, in ``WeatherReport/language``, when it gives one.
    public var text: String?

    public init(code: Int, isDay: Bool = true, text: String? = nil) {
        self.code = code
        self.isDay = isDay
        self.text = text
    }

    public var icon: WeatherIcon { WMOWeatherCode.icon(of: code, isDay: isDay) }

    /// The provider's wording when it has one (it was fetched in the reader's language), else ours.
    public func description(in language: UILanguage) -> String {
        text ?? WMOWeatherCode.description(of: code).text(in: language)
    }
}
