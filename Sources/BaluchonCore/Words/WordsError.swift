/// Why a translation or a detection cannot be done, told to the traveller.
public enum WordsError: TravellerError, Equatable {
    case emptyText
    case textTooLong(length: Int, limit: Int)
    /// The code is not a language code at all.
    case invalidLanguage(String)
    /// The provider does not translate from (or into) this language.
    case unsupportedLanguage(LanguageCode, provider: String, supported: [LanguageCode])
    /// The provider does not translate `source` into `target`; `targets` are those it reaches from `source`.
    case unsupportedPair(source: LanguageCode, target: LanguageCode, provider: String, targets: [LanguageCode])
    /// Detection was not sure enough to translate: the person must choose the source language.
    case sourceUnsure(guesses: [LanguageCode])
    /// Detection found the text in a language the provider does not translate from.
    case detectedUnsupported(LanguageCode, provider: String, supported: [LanguageCode])
    /// None of the languages a detection was to choose among is one the offline detector can tell.
    case undetectable([LanguageCode], supported: [LanguageCode])
    /// No translation provider is configured or installed.
    case noProvider

    public var code: ErrorCode {
        switch self {
        case .emptyText: .emptyText
        case .textTooLong: .textTooLong
        case .invalidLanguage: .invalidLanguage
        case .unsupportedLanguage, .detectedUnsupported, .undetectable: .unsupportedLanguage
        case .unsupportedPair: .unsupportedPair
        case .sourceUnsure: .languageUnsure
        case .noProvider: .noTranslationProvider
        }
    }

    public var kind: FailureKind {
        // A text over the limit was read whole: it is bad input (400), not a body too large to read (413).
        switch self {
        case .noProvider: .notConfigured
        default: .badInput
        }
    }

    public var message: LocalizedText {
        switch self {
        case .emptyText:
            LocalizedText("error.empty_text.message")
        case .textTooLong(let length, let limit):
            LocalizedText("error.text_too_long.message", ["length": "\(length)", "limit": "\(limit)"])
        case .invalidLanguage(let text):
            LocalizedText("error.invalid_language.message", ["text": "\(text)"])
        case .unsupportedLanguage(let code, let provider, _):
            LocalizedText("error.unsupported_language.message", ["provider": "\(provider)", "code": .inLanguage { Self.names([code], $0) }])
        case .unsupportedPair(let source, let target, let provider, let targets):
            LocalizedText(
                targets.isEmpty ? "error.unsupported_pair.message" : "error.unsupported_pair.message.targets",
                [
                    "provider": "\(provider)", "source": .inLanguage { Self.names([source], $0) }, "target": .inLanguage { Self.names([target], $0) },
                    "targets": .inLanguage { Self.names(targets, $0) },
                ])
        case .detectedUnsupported(let code, let provider, _):
            LocalizedText("error.unsupported_language.message.detected", ["provider": "\(provider)", "code": .inLanguage { Self.names([code], $0) }])
        case .undetectable(let codes, _):
            LocalizedText("error.unsupported_language.message.candidates", ["codes": .inLanguage { Self.names(codes, $0) }])
        case .sourceUnsure(let guesses):
            LocalizedText(
                guesses.isEmpty ? "error.language_unsure.message" : "error.language_unsure.message.guesses",
                ["guesses": .inLanguage { Self.names(guesses, $0, joiner: LocalizedText("list.or").text(in: $0), sorted: false) }])
        case .noProvider:
            LocalizedText("error.no_translation_provider.message")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .emptyText:
            LocalizedText("error.empty_text.hint")
        case .textTooLong(_, let limit):
            LocalizedText("error.text_too_long.hint", ["limit": "\(limit)"])
        case .invalidLanguage:
            LocalizedText("error.invalid_language.hint")
        case .unsupportedLanguage(_, _, let supported), .detectedUnsupported(_, _, let supported), .undetectable(_, let supported):
            LocalizedText("error.unsupported_language.hint", ["supported": .inLanguage { Self.names(supported, $0) }])
        case .unsupportedPair:
            LocalizedText("error.unsupported_pair.hint")
        case .sourceUnsure:
            LocalizedText("error.language_unsure.hint")
        case .noProvider:
            LocalizedText("error.no_translation_provider.hint.traveller")
        }
    }

    public var commandHint: LocalizedText? {
        self == .noProvider ? LocalizedText("error.no_translation_provider.hint") : nil
    }

    /// Language names in `language`, joined for a sentence.
    private static func names(_ codes: [LanguageCode], _ language: UILanguage, joiner: String = ", ", sorted: Bool = true) -> String {
        guard sorted else { return codes.map { NamedLanguage.name(of: $0, in: language) }.joined(separator: joiner) }
        return NamedLanguage.list(codes, in: language).map(\.name).joined(separator: joiner)
    }
}
