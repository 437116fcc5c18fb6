/// Text that names no known place, or several equally: the closest places are given, so that the
/// traveller picks one; another place is never silently taken instead.
public enum PlaceLookupError: TravellerError, Equatable {
    case unknown(String, suggestions: [String])
    case ambiguous(String, candidates: [String])

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
        case .ambiguous(let name, let candidates):
            LocalizedText("error.ambiguous_place.message", ["name": "\(name.prefix(60))", "candidates": "\(candidates.joined(separator: ", "))"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .unknown(_, let suggestions):
            suggestions.isEmpty ? LocalizedText("error.unknown_place.hint") : LocalizedText("error.unknown_place.hint.suggestions")
        case .ambiguous:
            LocalizedText("error.ambiguous_place.hint")
        }
    }
}
