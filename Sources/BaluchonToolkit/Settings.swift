import BaluchonCore
import BaluchonProviders
import BaluchonStore
import Configuration
import Foundation
import Logging

/// Everything Baluchon reads from its configuration, validated once at start-up.
///
/// Each setting is an environment variable (`BALUCHON_PORT`) or the matching key of the optional
/// JSON config file (`{"port": 8080, "fixer": {"key": "…"}}`); the environment wins.
public struct Settings: Sendable {
    public var host: String
    public var port: Int
    /// Where the SQLite database and imported data live.
    public var dataDirectory: URL
    /// The PostgreSQL database that holds the store instead of SQLite, shared by every instance
    /// (`BALUCHON_DATABASE_URL`); nil for SQLite in the data directory.
    public var database: PostgresLocation?
    /// The web app's files.
    public var publicDirectory: URL
    /// Whether files reached through symbolic links in the web folder are served (`BALUCHON_PUBLIC_FOLLOW_LINKS`, off).
    public var publicFollowsLinks: Bool
    /// `BALUCHON_LOG_LEVEL`; nil when not set, for the program's own default (the server `info`, other commands `error`).
    public var logLevel: Logger.Level?
    /// Per-request timeout for upstream providers.
    public var upstreamTimeout: Duration
    /// How the server's operator can be reached (an e-mail address or a web page), named in the
    /// User-Agent as shared services such as Transitous and Nominatim ask.
    public var contact: String?
    /// How long a place's weather is served from the cache before upstream is asked again.
    public var weatherCacheLifetime: TimeInterval
    /// Ordered provider ids per capability.
    public var providerOrder: [Capability: [String]]
    /// Key and base URL per provider setting name (`FIXER`, `GOOGLE_TRANSLATE`…).
    public var credentials: [String: ProviderCredentials]
    /// Hours after their publication when the latest exchange rates are flagged stale.
    public var ratesStaleAfterHours: Int
    /// Online tiles, their attribution and the Leaflet library (``MapSettings``).
    public var map: MapSettings
    /// Where the QR encoder the web app draws codes with is installed (Debian's `node-qrcode-generator`), served as
    /// `/vendor/qrcode-generator/` (`BALUCHON_QRCODE_DIR`).
    public var qrcodeDirectory: URL
    /// Room and lifetime of published lists (`BALUCHON_LISTS_QUOTA_MB`, `BALUCHON_LISTS_EXPIRY_DAYS`).
    public var lists: SharedListLimits
    /// Characters a day each paid translation provider may be sent, by provider id (`deepl`, `google`):
    /// `BALUCHON_DEEPL_DAILY_CHARACTERS`, `BALUCHON_GOOGLE_TRANSLATE_DAILY_CHARACTERS`.
    public var dailyCharacterBudgets: [String: Int]
    /// Host names the server answers to, besides IP addresses and `localhost` (`BALUCHON_PUBLIC_HOSTS`):
    /// a request naming any other host is refused, so a web page cannot reach a private instance through
    /// a name of its own that resolves to it (DNS rebinding).
    public var publicHosts: Set<String>
    /// Addresses of the reverse proxies whose `X-Forwarded-For` names the client (`BALUCHON_TRUSTED_PROXIES`).
    public var trustedProxies: Set<String>
    /// The address travellers reach this server at (`BALUCHON_PUBLIC_URL`, `https://baluchon.example.org`),
    /// without a trailing slash: the links in shared lists' QR codes point there. Nil: the page's own address.
    public var publicURL: String?
    /// Where this deployment publishes Baluchon's corresponding source (`BALUCHON_SOURCE_URL`), as the
    /// AGPL-3.0 asks of a program used over a network: the About page links there. Nil: the page says the
    /// operator must publish it.
    public var sourceURL: String?
    /// The region catalogue in Geofabrik's `index-v1.json` format (`BALUCHON_REGIONS_INDEX_URL`): an http(s)
    /// or `file://` address, Geofabrik's own by default.
    public var regionsIndexURL: String
    /// The operator's token that lets the page download and remove regions (`BALUCHON_ADMIN_TOKEN`); nil: off.
    @Masked public var adminToken: String?
    /// Keys of the config file Baluchon does not read, each worth a warning at start (``load(environment:)``).
    public var unknownKeys: [UnknownSetting] = []
    /// `BALUCHON_*` variables spelt almost like a setting's, each worth a warning at start (``load(environment:)``).
    public var misspeltVariables: [UnknownSetting] = []

    /// Reads and validates every setting.
    public init(reader: ConfigReader) throws(ConfigurationError) {
        let values = SettingsReader(reader: reader)
        host = try values.string(.host, default: "127.0.0.1")
        port = try values.integer(.port, default: 8080, in: 1...65_535)
        dataDirectory = URL(fileURLWithPath: try values.string(.dataDir, default: Self.defaultDataDirectory(reader)))
        database = try values.postgresLocation(.databaseUrl)
        publicDirectory = URL(fileURLWithPath: try values.string(.publicDir, default: "Public"))
        publicFollowsLinks = try values.choice(.publicFollowLinks, default: false, among: [("true", true), ("false", false)])
        logLevel = try values.choice(.logLevel, default: nil, among: Logger.Level.allCases.map { ($0.rawValue, Optional($0)) })
        upstreamTimeout = .seconds(try values.integer(.upstreamTimeout, default: 8, in: 1...120))
        contact = try values.optionalString(.contact)
        if let contact, contact.count > 200 || contact.contains(where: { $0.isNewline || "()".contains($0) }) {
            throw ConfigurationError(setting: TextSetting.contact.variable, problem: LocalizedText("config.problem.contact"))
        }
        weatherCacheLifetime = TimeInterval(try values.integer(.weatherCacheMinutes, default: 10, in: 1...1440) * 60)
        var order: [Capability: [String]] = [:]
        for capability in Capability.allCases {
            order[capability] = try values.providerList(for: capability)
        }
        providerOrder = order
        var credentials: [String: ProviderCredentials] = [:]
        for entry in ProviderCatalog.entries {
            credentials[entry.setting] = try values.credentials(for: entry)
        }
        self.credentials = credentials
        ratesStaleAfterHours = try values.integer(.ratesStaleAfterHours, default: 96, in: 1...8_760)
        map = try MapSettings(values)
        qrcodeDirectory = URL(fileURLWithPath: try values.string(.qrcodeDir, default: "/usr/share/javascript/qrcode-generator"))
        lists = SharedListLimits(
            quotaBytes: try values.integer(.listsQuotaMb, default: 256, in: 1...1_000_000) << 20,
            idleLifetime: TimeInterval(try values.integer(.listsExpiryDays, default: 180, in: 1...36_500) * 86_400))
        dailyCharacterBudgets = [
            "deepl": try values.integer(.deeplDailyCharacters, default: Self.defaultDailyCharacters, in: 0...1_000_000_000),
            "google": try values.integer(.googleTranslateDailyCharacters, default: Self.defaultDailyCharacters, in: 0...1_000_000_000),
        ]
        publicHosts = Set(try values.list(.publicHosts).map { $0.lowercased() })
        if let bad = publicHosts.first(where: { $0.contains(where: { !($0.isLetter || $0.isNumber || "-.".contains($0)) }) }) {
            throw ConfigurationError(
                setting: TextSetting.publicHosts.variable, problem: LocalizedText("config.problem.hostNames", ["value": "\(bad)"]))
        }
        trustedProxies = Set(try values.list(.trustedProxies))
        publicURL = try Self.webAddress(values, .publicUrl).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        sourceURL = try Self.webAddress(values, .sourceUrl)
        regionsIndexURL = try values.string(.regionsIndexUrl, default: "https://download.geofabrik.de/index-v1.json")
        guard let scheme = URL(string: regionsIndexURL)?.scheme?.lowercased(), ["http", "https", "file"].contains(scheme) else {
            throw ConfigurationError(
                setting: TextSetting.regionsIndexUrl.variable,
                problem: LocalizedText("config.problem.catalogueAddress", ["value": "\(regionsIndexURL)"]))
        }
        adminToken = try values.optionalString(.adminToken, isSecret: true)
        if let adminToken, adminToken.count < 16 {
            throw ConfigurationError(setting: TextSetting.adminToken.variable, problem: LocalizedText("config.problem.tokenLength"))
        }
    }

    /// An optional http(s) address without query or fragment, as written.
    private static func webAddress(_ values: SettingsReader, _ setting: TextSetting) throws(ConfigurationError) -> String? {
        try values.optionalString(setting).map { text throws(ConfigurationError) in
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false,
                url.query == nil, url.fragment == nil
            else {
                throw ConfigurationError(
                    setting: setting.variable, problem: LocalizedText("config.problem.webAddress", ["value": "\(text)"]))
            }
            return text
        }
    }

    /// DeepL's free plan is 500,000 characters a month: a day's share, with room to spare.
    public static let defaultDailyCharacters = 20_000

    /// Builds the reader over the environment and the optional JSON file named by `BALUCHON_CONFIG_FILE`
    /// (default `baluchon.json` in the working directory, ignored when absent).
    public static func reader(environment: [String: String] = ProcessInfo.processInfo.environment) async throws -> ConfigReader {
        let path = configFile(environment: environment)
        let file = try await FileProvider<JSONSnapshot>(filePath: .init(path), allowMissing: environment["BALUCHON_CONFIG_FILE"] == nil)
        return ConfigReader(providers: [
            EnvironmentVariablesProvider(environmentVariables: environment),
            file.mapKeys { key in
                // The file holds `{"port": 8080}` for the key `baluchon.port`, and only Baluchon's keys:
                // `home` and `xdg.data.home` (HOME, XDG_DATA_HOME) come from the environment alone.
                key.components.first == "baluchon"
                    ? AbsoluteConfigKey(Array(key.components.dropFirst()), context: key.context) : AbsoluteConfigKey([])
            },
        ])
    }

    /// `$XDG_DATA_HOME/baluchon`, or `~/.local/share/baluchon`.
    static func defaultDataDirectory(_ reader: ConfigReader) -> String {
        if let xdg = reader.string(forKey: "xdg.data.home"), !xdg.isEmpty { return xdg + "/baluchon" }
        return (reader.string(forKey: "home") ?? ".") + "/.local/share/baluchon"
    }

    /// Every secret of the configuration (provider keys, the database password), to be masked wherever text goes out.
    public var secrets: [String] {
        credentials.values.compactMap(\.key) + [database?.password, adminToken].compactMap { $0 }
    }

    /// The key and URL of `setting`, empty when absent.
    public func credentials(for setting: String) -> ProviderCredentials {
        credentials[setting] ?? ProviderCredentials(key: nil, url: nil)
    }
}

/// A provider's key and base URL, as configured.
public struct ProviderCredentials: Sendable, Equatable {
    @Masked public var key: String?
    public var url: URL?
}
