import BaluchonCore

/// A provider Baluchon knows, before it is built from the settings.
public struct ProviderEntry: Sendable, Equatable {
    /// Lower-case name in `BALUCHON_<CAPABILITY>_PROVIDERS` and in provenance.
    public var id: String
    /// Upper-case name in `BALUCHON_<SETTING>_KEY` and `BALUCHON_<SETTING>_URL`.
    public var setting: String
    public var capability: Capability
    /// Whether the provider is in the default chain, in catalogue order.
    public var isDefault: Bool
}

/// Every provider of every capability, in default order.
public enum ProviderCatalog {
    public static let entries: [ProviderEntry] = [
        ProviderEntry(id: "fixer", setting: "FIXER", capability: .rates, isDefault: true),
        ProviderEntry(id: "erapi", setting: "ERAPI", capability: .rates, isDefault: true),
        ProviderEntry(id: "ecb", setting: "ECB", capability: .rates, isDefault: true),
        ProviderEntry(id: "embedded", setting: "EMBEDDED_RATES", capability: .rates, isDefault: true),
        ProviderEntry(id: "geonames", setting: "GEONAMES", capability: .places, isDefault: true),
        ProviderEntry(id: "nominatim", setting: "NOMINATIM", capability: .places, isDefault: true),
        ProviderEntry(id: "overpass", setting: "OVERPASS", capability: .places, isDefault: true),
        ProviderEntry(id: "openmeteo", setting: "OPENMETEO", capability: .weather, isDefault: true),
        ProviderEntry(id: "openweathermap", setting: "OPENWEATHERMAP", capability: .weather, isDefault: true),
        ProviderEntry(id: "google", setting: "GOOGLE_TRANSLATE", capability: .translation, isDefault: true),
        ProviderEntry(id: "deepl", setting: "DEEPL", capability: .translation, isDefault: true),
        ProviderEntry(id: "libretranslate", setting: "LIBRETRANSLATE", capability: .translation, isDefault: true),
        ProviderEntry(id: "apertium", setting: "APERTIUM", capability: .translation, isDefault: true),
        ProviderEntry(id: "routino", setting: "ROUTINO", capability: .routes, isDefault: true),
        ProviderEntry(id: "osrm", setting: "OSRM", capability: .routes, isDefault: true),
        ProviderEntry(id: "valhalla", setting: "VALHALLA", capability: .routes, isDefault: true),
        ProviderEntry(id: "transitous", setting: "TRANSITOUS", capability: .routes, isDefault: true),
    ]

    /// The providers known for `capability`, in default order.
    public static func entries(for capability: Capability) -> [ProviderEntry] {
        entries.filter { $0.capability == capability }
    }

    /// The setting names that take a key or URL.
    static var settings: [String] {
        var seen: [String] = []
        for entry in entries where !seen.contains(entry.setting) { seen.append(entry.setting) }
        return seen
    }
}
