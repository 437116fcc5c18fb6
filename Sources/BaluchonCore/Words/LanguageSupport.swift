/// What one provider translates: its source and target languages and, when not every source reaches
/// every target (Apertium), the targets reachable from each source.
public struct LanguageSupport: Sendable, Codable, Equatable {
    public var sources: [LanguageCode]
    public var targets: [LanguageCode]
    /// Targets per source, when restricted; nil means any source to any target.
    public var pairs: [LanguageCode: [LanguageCode]]?
    /// The provider's own names, used only where Foundation has none.
    public var providerNames: [LanguageCode: String]

    public init(
        sources: [LanguageCode], targets: [LanguageCode], pairs: [LanguageCode: [LanguageCode]]? = nil,
        providerNames: [LanguageCode: String] = [:]
    ) {
        self.sources = Array(Set(sources)).sorted()
        self.targets = Array(Set(targets)).sorted()
        self.pairs = pairs
        self.providerNames = providerNames
    }

    /// The source code this provider knows for `code`: itself, or its base language (`pt-BR` → `pt`).
    public func source(matching code: LanguageCode) -> LanguageCode? {
        Self.match(code, in: sources)
    }

    /// The target code this provider knows for `code`: itself, its base language, or the first variant
    /// of that language it lists (`en` → `en-GB` for DeepL, which wants a variant).
    public func target(matching code: LanguageCode) -> LanguageCode? {
        Self.match(code, in: targets)
    }

    /// The targets reachable from `source`.
    public func targets(from source: LanguageCode) -> [LanguageCode] {
        guard let pairs else { return targets.filter { $0.base != source.base } }
        return pairs[source] ?? []
    }

    /// Whether `source` → `target` can be translated (codes as this provider knows them).
    public func supports(source: LanguageCode, target: LanguageCode) -> Bool {
        targets(from: source).contains(target)
    }

    /// Every language the provider handles in either direction.
    public var allLanguages: [LanguageCode] {
        Array(Set(sources).union(targets)).sorted()
    }

    static func match(_ code: LanguageCode, in list: [LanguageCode]) -> LanguageCode? {
        if list.contains(code) { return code }
        if list.contains(code.base) { return code.base }
        return list.first { $0.base == code.base }
    }
}
