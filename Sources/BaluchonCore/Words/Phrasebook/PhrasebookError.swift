/// What a traveller can get wrong when asking the phrasebook.
public enum PhrasebookError: TravellerError, Equatable {
    /// The phrasebook has no phrases in this language; `known` are those it has.
    case unknownLanguage(LanguageCode, known: [LanguageCode])
    /// No topic has this name.
    case unknownTopic(String)

    public var code: ErrorCode {
        switch self {
        case .unknownLanguage: .unknownPhraseLanguage
        case .unknownTopic: .unknownTopic
        }
    }

    public var kind: FailureKind { .badInput }

    public var message: LocalizedText {
        switch self {
        case .unknownLanguage(let code, _):
            LocalizedText("error.unknown_phrase_language.message", ["code": .inLanguage { NamedLanguage.name(of: code, in: $0) }])
        case .unknownTopic(let topic):
            LocalizedText("error.unknown_topic.message", ["topic": "\(topic)"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .unknownLanguage(_, let known):
            LocalizedText("error.unknown_phrase_language.hint", ["known": "\(known.map(\.rawValue).joined(separator: ", "))"])
        case .unknownTopic:
            LocalizedText("error.unknown_topic.hint", ["topics": "\(PhraseTopic.allCases.map(\.rawValue).joined(separator: ", "))"])
        }
    }
}
