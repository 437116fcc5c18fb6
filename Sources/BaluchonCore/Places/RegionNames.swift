import Foundation

/// Names of countries, languages, currencies and continents in the interface language, from
/// Foundation's Locale (CLDR data), never from hand-written tables.
public enum RegionNames {
    private static let locales: [UILanguage: Locale] = Dictionary(
        uniqueKeysWithValues: UILanguage.allCases.map { ($0, Locale(identifier: $0.rawValue)) })

    public static func country(_ code: String, in language: UILanguage) -> String? {
        guard !code.isEmpty else { return nil }
        return locales[language]?.localizedString(forRegionCode: code)
    }

    public static func currency(_ code: String, in language: UILanguage) -> String? {
        guard !code.isEmpty else { return nil }
        return locales[language]?.localizedString(forCurrencyCode: code)
    }

    /// The name of a BCP 47 tag such as `fr-CA` ("French (Canada)") or `br` ("Breton").
    public static func language(_ tag: String, in language: UILanguage) -> String? {
        guard !tag.isEmpty else { return nil }
        let identifier = tag.replacingOccurrences(of: "-", with: "_")
        return locales[language]?.localizedString(forIdentifier: identifier)
    }

    /// GeoNames' continent codes as the UN M49 regions CLDR names ("150" is Europe).
    private static let continentRegions = ["AF": "002", "AN": "AQ", "AS": "142", "EU": "150", "NA": "003", "OC": "009", "SA": "005"]

    public static func continent(_ code: String, in language: UILanguage) -> String? {
        continentRegions[code].flatMap { country($0, in: language) }
    }
}
