/// The WMO weather interpretation codes (table 4677, the subset Open-Meteo uses), described by us in
/// every interface language and drawn with Baluchon's icons.
public enum WMOWeatherCode {
    /// Icons that change between day and night, and those that do not.
    enum Icon {
        case dayNight(WeatherIcon, WeatherIcon)
        case always(WeatherIcon)
    }

    /// Every code Open-Meteo documents, with its icons; its words are the catalogues' `weather.conditions.<code>`.
    static let table: [Int: Icon] = [
        0: .dayNight(.clearDay, .clearNight),
        1: .dayNight(.partlyCloudyDay, .partlyCloudyNight),
        2: .dayNight(.partlyCloudyDay, .partlyCloudyNight),
        3: .always(.cloudy),
        45: .always(.fog),
        48: .always(.fog),
        51: .always(.drizzle),
        53: .always(.drizzle),
        55: .always(.drizzle),
        56: .always(.freezingRain),
        57: .always(.freezingRain),
        61: .always(.rain),
        63: .always(.rain),
        65: .always(.rain),
        66: .always(.freezingRain),
        67: .always(.freezingRain),
        71: .always(.snow),
        73: .always(.snow),
        75: .always(.snow),
        77: .always(.snow),
        80: .always(.showers),
        81: .always(.showers),
        82: .always(.showers),
        85: .always(.snow),
        86: .always(.snow),
        95: .always(.thunderstorm),
        96: .always(.hail),
        99: .always(.hail),
    ]

    /// Every code this table knows.
    public static var knownCodes: [Int] { table.keys.sorted() }

    /// What `code` means, in every language; a plain "unknown" for codes outside the table.
    public static func description(of code: Int) -> LocalizedText {
        guard table[code] != nil else {
            return LocalizedText("weather.conditions.unknown", ["code": "\(code)"])
        }
        return LocalizedText("weather.conditions.\(code)")
    }

    /// The icon of `code` by day or by night.
    public static func icon(of code: Int, isDay: Bool) -> WeatherIcon {
        switch table[code] {
        case .dayNight(let day, let night): isDay ? day : night
        case .always(let icon): icon
        case nil: .unknown
        }
    }
}
