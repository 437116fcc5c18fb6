/// The languages the active translation provider offers, named in the interface language, as the
/// web page's pickers and `baluchon languages` show them.
public struct LanguageCatalog: Sendable, Codable, Equatable {
    /// The provider the list comes from (`google`, `apertium`…) and its name for people.
    public var provider: String
    public var providerName: String
    /// Whether the provider works without network (Apertium).
    public var offline: Bool
    public var sources: [NamedLanguage]
    public var targets: [NamedLanguage]
    /// Targets per source when not every source reaches every target; nil otherwise.
    public var pairs: [LanguageCode: [LanguageCode]]?
    /// The longest text accepted, in characters.
    public var maximumLength: Int

    public init(
        provider: String, providerName: String, offline: Bool, sources: [NamedLanguage], targets: [NamedLanguage],
        pairs: [LanguageCode: [LanguageCode]]?, maximumLength: Int = TranslationText.maximumLength
    ) {
        self.provider = provider
        self.providerName = providerName
        self.offline = offline
        self.sources = sources
        self.targets = targets
        self.pairs = pairs
        self.maximumLength = maximumLength
    }

    /// A provider's support, named and sorted in `language`.
    public init(provider: String, providerName: String, offline: Bool, support: LanguageSupport, in language: UILanguage) {
        self.init(
            provider: provider, providerName: providerName, offline: offline,
            sources: NamedLanguage.list(support.sources, in: language, fallbackNames: support.providerNames),
            targets: NamedLanguage.list(support.targets, in: language, fallbackNames: support.providerNames),
            pairs: support.pairs)
    }
}
