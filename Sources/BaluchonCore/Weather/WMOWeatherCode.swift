/// The WMO weather interpretation codes (table 4677, the subset Open-Meteo uses), described by us in
/// French and English and drawn with Baluchon's icons.
public enum WMOWeatherCode {
    struct Entry {
        var en: String
        var fr: String
        var icon: Icon
    }

    /// Icons that change between day and night, and those that do not.
    enum Icon {
        case dayNight(WeatherIcon, WeatherIcon)
        case always(WeatherIcon)
    }

    /// Every code Open-Meteo documents.
    static let table: [Int: Entry] = [
        0: Entry(en: "Clear sky", fr: "Ciel dégagé", icon: .dayNight(.clearDay, .clearNight)),
        1: Entry(en: "Mainly clear", fr: "Plutôt dégagé", icon: .dayNight(.partlyCloudyDay, .partlyCloudyNight)),
        2: Entry(en: "Partly cloudy", fr: "Partiellement nuageux", icon: .dayNight(.partlyCloudyDay, .partlyCloudyNight)),
        3: Entry(en: "Overcast", fr: "Couvert", icon: .always(.cloudy)),
        45: Entry(en: "Fog", fr: "Brouillard", icon: .always(.fog)),
        48: Entry(en: "Freezing fog", fr: "Brouillard givrant", icon: .always(.fog)),
        51: Entry(en: "Light drizzle", fr: "Bruine légère", icon: .always(.drizzle)),
        53: Entry(en: "Drizzle", fr: "Bruine", icon: .always(.drizzle)),
        55: Entry(en: "Dense drizzle", fr: "Bruine dense", icon: .always(.drizzle)),
        56: Entry(en: "Light freezing drizzle", fr: "Bruine verglaçante légère", icon: .always(.freezingRain)),
        57: Entry(en: "Dense freezing drizzle", fr: "Bruine verglaçante dense", icon: .always(.freezingRain)),
        61: Entry(en: "Light rain", fr: "Pluie faible", icon: .always(.rain)),
        63: Entry(en: "Rain", fr: "Pluie modérée", icon: .always(.rain)),
        65: Entry(en: "Heavy rain", fr: "Forte pluie", icon: .always(.rain)),
        66: Entry(en: "Light freezing rain", fr: "Pluie verglaçante faible", icon: .always(.freezingRain)),
        67: Entry(en: "Heavy freezing rain", fr: "Forte pluie verglaçante", icon: .always(.freezingRain)),
        71: Entry(en: "Light snowfall", fr: "Faibles chutes de neige", icon: .always(.snow)),
        73: Entry(en: "Snowfall", fr: "Chutes de neige", icon: .always(.snow)),
        75: Entry(en: "Heavy snowfall", fr: "Fortes chutes de neige", icon: .always(.snow)),
        77: Entry(en: "Snow grains", fr: "Neige en grains", icon: .always(.snow)),
        80: Entry(en: "Light rain showers", fr: "Averses de pluie faibles", icon: .always(.showers)),
        81: Entry(en: "Rain showers", fr: "Averses de pluie", icon: .always(.showers)),
        82: Entry(en: "Violent rain showers", fr: "Violentes averses de pluie", icon: .always(.showers)),
        85: Entry(en: "Light snow showers", fr: "Averses de neige faibles", icon: .always(.snow)),
        86: Entry(en: "Heavy snow showers", fr: "Fortes averses de neige", icon: .always(.snow)),
        95: Entry(en: "Thunderstorm", fr: "Orage", icon: .always(.thunderstorm)),
        96: Entry(en: "Thunderstorm with light hail", fr: "Orage avec faible grêle", icon: .always(.hail)),
        99: Entry(en: "Thunderstorm with heavy hail", fr: "Orage avec forte grêle", icon: .always(.hail)),
    ]

    /// Every code this table knows.
    public static var knownCodes: [Int] { table.keys.sorted() }

    /// What `code` means, in both languages; a plain "unknown" for codes outside the table.
    public static func description(of code: Int) -> LocalizedText {
        guard let entry = table[code] else {
            return LocalizedText(en: "Unknown conditions (code \(code))", fr: "Conditions inconnues (code \(code))")
        }
        return LocalizedText(en: entry.en, fr: entry.fr)
    }

    /// The icon of `code` by day or by night.
    public static func icon(of code: Int, isDay: Bool) -> WeatherIcon {
        switch table[code]?.icon {
        case .dayNight(let day, let night): isDay ? day : night
        case .always(let icon): icon
        case nil: .unknown
        }
    }
}
