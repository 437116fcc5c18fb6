/// How far a translation can be trusted, from what made it.
public enum TranslationQuality: String, Sendable, Codable, CaseIterable {
    /// An online provider (Google, DeepL, LibreTranslate).
    case online
    /// The offline engine through one direct pair: the gist, word by word.
    case gist
    /// The offline engine through a pivot language (fr→es→en): rough, to check with the phrasebook or online.
    case rough

    /// The quality of a translation that went through `route` (source and target included), made
    /// by a remote provider or by the offline engine.
    public init(route: [LanguageCode], remote: Bool) {
        if route.count > 2 {
            self = .rough
        } else {
            self = remote ? .online : .gist
        }
    }
}
