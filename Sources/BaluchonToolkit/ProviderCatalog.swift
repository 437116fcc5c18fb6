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
    /// What it reads besides its place in the chain: its key (`BALUCHON_FIXER_KEY`), its base URL (`BALUCHON_FIXER_URL`).
    public var reads: [ProviderSetting]

    /// `GOOGLE_TRANSLATE` → `googleTranslate`: its name in the config file.
    var fileName: String {
        setting.lowercased().split(separator: "_").enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
    }

    /// The config-file key of one of its settings: `googleTranslate.key`.
    func key(_ setting: ProviderSetting) -> String { "\(fileName).\(setting.rawValue)" }
}

/// A provider's own setting.
public enum ProviderSetting: String, Sendable {
    case key, url
}

/// Every provider of every capability, in default order.
public enum ProviderCatalog {
    public static let entries: [ProviderEntry] = [
        ProviderEntry(id: "fixer", setting: "FIXER", capability: .rates, isDefault: true, reads: [.key, .url]),
        ProviderEntry(id: "erapi", setting: "ERAPI", capability: .rates, isDefault: true, reads: [.url]),
        ProviderEntry(id: "ecb", setting: "ECB", capability: .rates, isDefault: true, reads: [.url]),
        ProviderEntry(id: "embedded", setting: "EMBEDDED_RATES", capability: .rates, isDefault: true, reads: []),
        ProviderEntry(id: "geonames", setting: "GEONAMES", capability: .places, isDefault: true, reads: []),
        ProviderEntry(id: "nominatim", setting: "NOMINATIM", capability: .places, isDefault: true, reads: [.url]),
        ProviderEntry(id: "overpass", setting: "OVERPASS", capability: .places, isDefault: true, reads: [.url]),
        ProviderEntry(id: "openmeteo", setting: "OPENMETEO", capability: .weather, isDefault: true, reads: [.url]),
        ProviderEntry(id: "openweathermap", setting: "OPENWEATHERMAP", capability: .weather, isDefault: true, reads: [.key, .url]),
        ProviderEntry(id: "google", setting: "GOOGLE_TRANSLATE", capability: .translation, isDefault: true, reads: [.key, .url]),
        ProviderEntry(id: "deepl", setting: "DEEPL", capability: .translation, isDefault: true, reads: [.key, .url]),
        ProviderEntry(id: "libretranslate", setting: "LIBRETRANSLATE", capability: .translation, isDefault: true, reads: [.key, .url]),
        ProviderEntry(id: "apertium", setting: "APERTIUM", capability: .translation, isDefault: true, reads: []),
        ProviderEntry(id: "routino", setting: "ROUTINO", capability: .routes, isDefault: true, reads: []),
        ProviderEntry(id: "osrm", setting: "OSRM", capability: .routes, isDefault: true, reads: [.url]),
        ProviderEntry(id: "valhalla", setting: "VALHALLA", capability: .routes, isDefault: true, reads: [.url]),
        ProviderEntry(id: "transitous", setting: "TRANSITOUS", capability: .routes, isDefault: true, reads: [.url]),
    ]

    /// The providers known for `capability`, in default order.
    public static func entries(for capability: Capability) -> [ProviderEntry] {
        entries.filter { $0.capability == capability }
    }
}
