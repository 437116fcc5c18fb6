/// The unit system a person reads weather in. Answers are kept in metric and converted on the way out,
/// so that one cached answer serves everyone.
public enum WeatherUnits: String, Sendable, Codable, CaseIterable {
    /// °C, km/h, mm.
    case metric
    /// °F, mph, inches.
    case imperial

    /// The units named by a query parameter (case-insensitive); metric when absent.
    public static func parse(_ text: String?) throws(WeatherError) -> WeatherUnits {
        guard let text, !text.isEmpty else { return .metric }
        guard let units = WeatherUnits(rawValue: text.lowercased()) else { throw .invalidUnits(text) }
        return units
    }

    public var temperatureSymbol: String { self == .metric ? "°C" : "°F" }
    public var windSpeedSymbol: String { self == .metric ? "km/h" : "mph" }
    public var precipitationSymbol: String { self == .metric ? "mm" : "in" }

    /// A temperature given in °C, in these units, to one decimal.
    public func temperature(_ celsius: Double) -> Double {
        switch self {
        case .metric: Self.rounded(celsius, places: 1)
        case .imperial: Self.rounded(celsius * 9 / 5 + 32, places: 1)
        }
    }

    /// A speed given in km/h, in these units, to one decimal.
    public func windSpeed(_ kilometresPerHour: Double) -> Double {
        switch self {
        case .metric: Self.rounded(kilometresPerHour, places: 1)
        case .imperial: Self.rounded(kilometresPerHour / 1.609_344, places: 1)
        }
    }

    /// An amount given in mm, in these units (mm to one decimal, inches to two).
    public func precipitation(_ millimetres: Double) -> Double {
        switch self {
        case .metric: Self.rounded(millimetres, places: 1)
        case .imperial: Self.rounded(millimetres / 25.4, places: 2)
        }
    }

    static func rounded(_ value: Double, places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let result = (value * scale).rounded() / scale
        return result == 0 ? 0 : result
    }
}
