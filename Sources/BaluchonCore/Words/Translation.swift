/// A translated text, with the languages it went through.
public struct Translation: Sendable, Codable, Equatable {
    public var text: String
    /// The source language, as given or as detected.
    public var source: LanguageCode
    public var target: LanguageCode
    /// Every language the text passed through, source and target included: `[fr, es, en]` when a pivot served.
    public var route: [LanguageCode]
    /// How the source was found when it was not given.
    public var detection: Detection?
    /// The words the offline engine could not translate, in the order they stand in `text`.
    public var unknownWords: [UnknownWord]

    public init(
        text: String, source: LanguageCode, target: LanguageCode, route: [LanguageCode]? = nil, detection: Detection? = nil,
        unknownWords: [UnknownWord] = []
    ) {
        self.text = text
        self.source = source
        self.target = target
        self.route = route ?? [source, target]
        self.detection = detection
        self.unknownWords = unknownWords
    }

    /// The languages the text went through between source and target.
    public var pivots: [LanguageCode] { Array(route.dropFirst().dropLast()) }
}
