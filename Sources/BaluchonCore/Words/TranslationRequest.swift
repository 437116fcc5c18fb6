/// A text to translate into `target`, from `source` or from whatever language it is in (`source` nil).
public struct TranslationRequest: Sendable, Codable, Equatable {
    public var text: String
    /// Nil asks the provider (or the detector) to find the language.
    public var source: LanguageCode?
    public var target: LanguageCode

    public init(text: String, source: LanguageCode?, target: LanguageCode) {
        self.text = text
        self.source = source
        self.target = target
    }
}
