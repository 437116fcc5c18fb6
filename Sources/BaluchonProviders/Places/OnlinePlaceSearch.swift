import BaluchonCore

/// A place search sent to an online geocoder: asked for on purpose (Enter), never per keystroke.
public struct OnlinePlaceSearch: Sendable, Hashable {
    public var text: String
    /// Upper-case ISO alpha-2 code.
    public var country: String?
    public var limit: Int
    public var language: UILanguage

    public init(text: String, country: String?, limit: Int, language: UILanguage) {
        self.text = text
        self.country = country
        self.limit = limit
        self.language = language
    }

    /// Identical searches (after folding) share one cache entry.
    public var cacheKey: String {
        "search:\(PlaceNormalizer.normalize(text))|\(country ?? "")|\(limit)|\(language.rawValue)"
    }
}
