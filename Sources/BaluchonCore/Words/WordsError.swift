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
    /// No translation provider is configured or installed.
    case noProvider

    public var code: String {
        switch self {
        case .emptyText: "empty_text"
        case .textTooLong: "text_too_long"
        case .invalidLanguage: "invalid_language"
        case .unsupportedLanguage: "unsupported_language"
        case .unsupportedPair: "unsupported_pair"
        case .sourceUnsure: "language_unsure"
        case .noProvider: "no_translation_provider"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .textTooLong: .tooLarge
        case .noProvider: .notConfigured
        default: .badInput
        }
    }

    public var message: LocalizedText {
        switch self {
        case .emptyText:
            LocalizedText(en: "There is no text to translate.", fr: "Il n’y a pas de texte à traduire.")
        case .textTooLong(let length, let limit):
            LocalizedText(
                en: "The text is \(length) characters long; the limit is \(limit).",
                fr: "Le texte fait \(length) caractères ; la limite est de \(limit).")
        case .invalidLanguage(let text):
            LocalizedText(en: "“\(text)” is not a language code (such as fr or en).", fr: "« \(text) » n’est pas un code de langue (comme fr ou en).")
        case .unsupportedLanguage(let code, let provider, _):
            LocalizedText(
                en: "\(provider) does not translate \(Self.names([code], .en)).",
                fr: "\(provider) ne prend pas en charge cette langue : \(Self.names([code], .fr)).")
        case .unsupportedPair(let source, let target, let provider, let targets):
            LocalizedText(
                en: "\(provider) cannot translate \(Self.names([source], .en)) into \(Self.names([target], .en))."
                    + (targets.isEmpty ? "" : " From \(Self.names([source], .en)) it translates into: \(Self.names(targets, .en))."),
                fr: "\(provider) ne traduit pas cette paire : \(Self.names([source], .fr)) → \(Self.names([target], .fr))."
                    + (targets.isEmpty ? "" : " Langues cibles possibles depuis cette source : \(Self.names(targets, .fr))."))
        case .sourceUnsure(let guesses):
            LocalizedText(
                en: "Could not tell which language this is"
                    + (guesses.isEmpty ? "." : " (perhaps \(Self.names(guesses, .en, joiner: " or ", sorted: false)))."),
                fr: "Impossible de dire de quelle langue il s’agit"
                    + (guesses.isEmpty ? "." : " (peut-être \(Self.names(guesses, .fr, joiner: " ou ", sorted: false)))."))
        case .noProvider:
            LocalizedText(en: "No translation provider is available.", fr: "Aucun fournisseur de traduction n’est disponible.")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .emptyText:
            LocalizedText(en: "Type or paste the text first.", fr: "Saisissez ou collez d’abord le texte.")
        case .textTooLong(_, let limit):
            LocalizedText(en: "Split it into parts of at most \(limit) characters.", fr: "Découpez-le en parties d’au plus \(limit) caractères.")
        case .invalidLanguage:
            LocalizedText(en: "GET /api/v1/languages lists the codes.", fr: "GET /api/v1/languages liste les codes.")
        case .unsupportedLanguage(_, _, let supported):
            LocalizedText(
                en: "Available: \(Self.names(supported, .en)).", fr: "Disponibles : \(Self.names(supported, .fr)).")
        case .unsupportedPair:
            LocalizedText(
                en: "Choose another target language, or configure an online provider (Google, DeepL, LibreTranslate).",
                fr: "Choisissez une autre langue cible, ou configurez un fournisseur en ligne (Google, DeepL, LibreTranslate).")
        case .sourceUnsure:
            LocalizedText(
                en: "Choose the source language, or type a little more text.",
                fr: "Choisissez la langue source, ou saisissez un peu plus de texte.")
        case .noProvider:
            LocalizedText(
                en: "Install Apertium for offline translation (apt-get install apertium apertium-fr-es apertium-eng-spa …), "
                    + "or set BALUCHON_GOOGLE_TRANSLATE_KEY, BALUCHON_DEEPL_KEY or BALUCHON_LIBRETRANSLATE_URL; `baluchon doctor` shows what is found.",
                fr: "Installez Apertium pour traduire hors ligne (apt-get install apertium apertium-fr-es apertium-eng-spa …), "
                    + "ou réglez BALUCHON_GOOGLE_TRANSLATE_KEY, BALUCHON_DEEPL_KEY ou BALUCHON_LIBRETRANSLATE_URL ; `baluchon doctor` montre ce qui est trouvé."
            )
        }
    }

    /// Language names in `language`, joined for a sentence.
    private static func names(_ codes: [LanguageCode], _ language: UILanguage, joiner: String = ", ", sorted: Bool = true) -> String {
        guard sorted else { return codes.map { NamedLanguage.name(of: $0, in: language) }.joined(separator: joiner) }
        return NamedLanguage.list(codes, in: language).map(\.name).joined(separator: joiner)
    }
}
