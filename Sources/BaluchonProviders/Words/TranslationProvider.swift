import BaluchonCore

/// A translation engine: it translates (its `fetch`), lists the languages it handles and, for some,
/// detects the language of a text.
public protocol TranslationProvider: Provider<TranslationRequest, Translation> {
    /// Whether it finds the source language itself when the request gives none.
    var detectsSource: Bool { get }

    /// Whether it has a detection of its own (``detect(_:)`` answers).
    var hasOwnDetection: Bool { get }

    /// The languages it translates from and into.
    func languages() async throws -> LanguageSupport

    /// Its own guesses for the language of `text`, best first; nil when it has no detection of its own.
    func detect(_ text: String) async throws -> [LanguageGuess]?
}

/// A provider's translations as a chain link.
public struct ProviderTranslation: Provider {
    public let translator: any TranslationProvider
    let budget: CharacterBudget?

    /// `budget`: the characters a day a paid provider may be sent; nil for no limit.
    public init(_ translator: any TranslationProvider, budget: CharacterBudget? = nil) {
        self.translator = translator
        self.budget = budget
    }

    public var descriptor: ProviderDescriptor { translator.descriptor }

    public func fetch(_ request: TranslationRequest) async throws -> Translation {
        try await translator.fetch(request)
    }

    public func refusal(of request: TranslationRequest) async -> ProviderFailure? {
        await budget?.refusal(of: request.text, by: descriptor.id)
    }
}

/// Asking a provider for its languages; the request carries nothing.
public struct LanguageListRequest: Sendable, Equatable {
    public init() {}
}

/// A provider's language list as a chain link, so lists are cached and fall back like translations.
public struct ProviderLanguages: Provider {
    public let translator: any TranslationProvider

    public init(_ translator: any TranslationProvider) {
        self.translator = translator
    }

    public var descriptor: ProviderDescriptor { translator.descriptor }

    public func fetch(_ request: LanguageListRequest) async throws -> LanguageSupport {
        try await translator.languages()
    }
}

/// A provider's own detection as a chain link; providers without one refuse.
public struct ProviderDetection: Provider {
    public let translator: any TranslationProvider
    let budget: CharacterBudget?

    /// `budget`: as for ``ProviderTranslation``, shared with it (a paid detection is billed by the character too).
    public init(_ translator: any TranslationProvider, budget: CharacterBudget? = nil) {
        self.translator = translator
        self.budget = budget
    }

    public var descriptor: ProviderDescriptor { translator.descriptor }

    public func refusal(of text: String) async -> ProviderFailure? {
        await budget?.refusal(of: text, by: descriptor.id)
    }

    public func fetch(_ text: String) async throws -> [LanguageGuess] {
        guard let guesses = try await translator.detect(text) else {
            throw ProviderFailure.rejected("no language detection")
        }
        return guesses
    }
}
