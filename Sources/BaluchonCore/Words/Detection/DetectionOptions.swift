/// What a detection chooses among and whom it favours.
public struct DetectionOptions: Sendable, Equatable {
    /// The languages to choose among (a provider's languages); nil for every language the detector knows.
    public var candidates: [LanguageCode]?
    /// Languages made more likely beforehand (the traveller's home and away languages): they win
    /// when the text could be either, never against clear evidence.
    public var favoured: [LanguageCode]

    public init(candidates: [LanguageCode]? = nil, favoured: [LanguageCode] = []) {
        self.candidates = candidates
        self.favoured = favoured
    }
}
