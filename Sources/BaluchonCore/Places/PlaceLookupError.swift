/// Text that names no known place, or several equally: the closest places are given, so that the
/// traveller picks one; another place is never silently taken instead.
public enum PlaceLookupError: TravellerError, Equatable {
    case unknown(String, suggestions: [String])
    /// `pick` names the first candidate by what tells it from the others.
    case ambiguous(String, candidates: [String], pick: Distinction)

    /// What tells places of one name apart, as text that names one of them alone.
    public enum Distinction: Sendable, Equatable {
        /// Its country: "Valencia, ES".
        case country(String)
        /// Its first-level region, the candidates sharing a country: "Springfield, MO, US".
        case region(String)
        /// Nothing but its id, the candidates sharing country and region: "geonames:4409896".
        case id(String)
    }

    public var code: ErrorCode {
        switch self {
        case .unknown: .unknownPlace
        case .ambiguous: .ambiguousPlace
        }
    }

    public var kind: FailureKind {
        switch self {
        case .unknown: .notFound
        case .ambiguous: .badInput
        }
    }

    public var message: LocalizedText {
        switch self {
        case .unknown(let name, let suggestions):
            suggestions.isEmpty
                ? LocalizedText("error.unknown_place.message", ["name": "\(name.prefix(60))"])
                : LocalizedText(
                    "error.unknown_place.message.suggestions",
                    ["name": "\(name.prefix(60))", "suggestions": "\(suggestions.joined(separator: ", "))"])
        case .ambiguous(let name, let candidates, _):
            LocalizedText("error.ambiguous_place.message", ["name": "\(name.prefix(60))", "candidates": "\(candidates.joined(separator: ", "))"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .unknown(_, let suggestions):
            suggestions.isEmpty ? LocalizedText("error.unknown_place.hint") : LocalizedText("error.unknown_place.hint.suggestions")
        case .ambiguous(_, _, .country(let example)):
            LocalizedText("error.ambiguous_place.hint", ["example": "\(example)"])
        case .ambiguous(_, _, .region(let example)):
            LocalizedText("error.ambiguous_place.hint.region", ["example": "\(example)"])
        case .ambiguous(_, _, .id(let example)):
            LocalizedText("error.ambiguous_place.hint.id", ["example": "\(example)"])
        }
    }
}
