/// Which language a text is in, and how sure that is.
public struct Detection: Sendable, Codable, Equatable {
    /// The best guess; nil when the text gives nothing to go on (digits, punctuation).
    public var language: LanguageCode?
    /// Probability of the best guess among the candidates, 0...1; among every language the detector
    /// knows when `outside` is set.
    public var confidence: Double
    /// False when the guess should not be trusted: the person should say which language it is.
    public var isReliable: Bool
    /// The next best guesses, most likely first.
    public var alternatives: [LanguageGuess]
    /// Who decided: `offline` (the embedded detector) or a provider id.
    public var detector: String
    /// A language outside the candidates that the text is more likely in than in all of them (German
    /// when only the offline engine's languages were candidates); the answer is then unsure.
    public var outside: LanguageGuess?

    public init(
        language: LanguageCode?, confidence: Double, isReliable: Bool, alternatives: [LanguageGuess] = [], detector: String,
        outside: LanguageGuess? = nil
    ) {
        self.language = language
        self.confidence = confidence
        self.isReliable = isReliable
        self.alternatives = alternatives
        self.detector = detector
        self.outside = outside
    }
}

/// A candidate language with its probability.
public struct LanguageGuess: Sendable, Codable, Equatable {
    public var language: LanguageCode
    public var confidence: Double

    public init(language: LanguageCode, confidence: Double) {
        self.language = language
        self.confidence = confidence
    }
}
