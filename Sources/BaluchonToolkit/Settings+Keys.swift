import BaluchonCore

/// A setting read as text, by its config-file key (`dataDir` is `BALUCHON_DATA_DIR`).
enum TextSetting: String, CaseIterable {
    case host, dataDir, databaseUrl, publicDir, publicFollowLinks, logLevel, contact, tileUrl, tileAttribution, leafletDir, qrcodeDir
    case publicHosts, trustedProxies, publicUrl, sourceUrl, regionsIndexUrl, adminToken

    /// The environment variable people see in messages.
    var variable: String { SettingsReader.variable(rawValue) }
}

/// A setting read as a whole number, by its config-file key.
enum NumberSetting: String, CaseIterable {
    case port, upstreamTimeout
    case weatherCacheMinutes = "weather.cacheMinutes"
    case ratesStaleAfterHours = "rates.staleAfterHours"
    case listsQuotaMb = "lists.quotaMb"
    case listsExpiryDays = "lists.expiryDays"
    case deeplDailyCharacters = "deepl.dailyCharacters"
    case googleTranslateDailyCharacters = "googleTranslate.dailyCharacters"
}

extension Settings {
    /// Every config-file key Baluchon reads, in the order of the README's table: the reads go through
    /// ``TextSetting``, ``NumberSetting``, ``SettingsReader/providersKey(_:)`` and ``ProviderEntry/key(_:)``,
    /// and a key of the file that is none of these is reported as unknown.
    public static var knownKeys: [String] {
        TextSetting.allCases.map(\.rawValue) + NumberSetting.allCases.map(\.rawValue)
            + Capability.allCases.map(SettingsReader.providersKey)
            + ProviderCatalog.entries.flatMap { entry in entry.reads.map(entry.key) }
    }
}
