import BaluchonCore

/// Why a whole chain could not answer, told to people.
public enum ChainError: TravellerError, Equatable {
    /// No provider of the capability is configured.
    case noProviderConfigured(Capability)
    /// Every configured provider failed; each failure is listed.
    case allProvidersFailed(Capability, [ProviderAttempt])
    /// Every configured provider is resting after repeated failures (its circuit is open) and none was
    /// asked; the first is asked again in `retryAfter` seconds.
    case providersResting(Capability, retryAfter: Int)

    public var code: ErrorCode {
        switch self {
        case .noProviderConfigured: .noProvider
        case .allProvidersFailed(_, let attempts) where Self.budgetsSpent(attempts): .dailyBudgetSpent
        case .allProvidersFailed: .providersUnavailable
        case .providersResting: .providersResting
        }
    }

    public var kind: FailureKind {
        switch self {
        case .noProviderConfigured: .notConfigured
        case .allProvidersFailed(_, let attempts) where Self.budgetsSpent(attempts): .unavailable
        case .allProvidersFailed(_, let attempts):
            attempts.allSatisfy { if case .rejected = $0.failure { true } else { false } } ? .badInput : .upstreamUnavailable
        case .providersResting: .upstreamUnavailable
        }
    }

    public var message: LocalizedText {
        switch self {
        case .noProviderConfigured(let capability):
            LocalizedText("error.no_provider.message", ["capability": "\(capability.rawValue)"])
        case .allProvidersFailed(_, let attempts) where Self.budgetsSpent(attempts):
            LocalizedText("error.daily_budget_spent.message", ["budgets": .inLanguage { Self.budgets(attempts, in: $0) }])
        case .allProvidersFailed(_, let attempts):
            LocalizedText("error.providers_unavailable.message", ["attempts": .inLanguage { Self.failures(attempts, in: $0) }])
        case .providersResting:
            LocalizedText("error.providers_resting.message")
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .noProviderConfigured:
            LocalizedText("error.no_provider.hint.traveller")
        case .allProvidersFailed(_, let attempts) where Self.budgetsSpent(attempts):
            LocalizedText("error.daily_budget_spent.hint")
        case .allProvidersFailed:
            LocalizedText("error.providers_unavailable.hint")
        case .providersResting(_, let retryAfter):
            LocalizedText("error.providers_resting.hint", ["seconds": "\(retryAfter)"])
        }
    }

    public var commandHint: LocalizedText? {
        guard case .noProviderConfigured(let capability) = self else { return nil }
        return LocalizedText("error.no_provider.hint", ["uppercased": "\(capability.rawValue.uppercased())"])
    }

    public var retryAfterSeconds: Int? {
        if case .providersResting(_, let retryAfter) = self { retryAfter } else { nil }
    }

    /// `deepl: 20000 characters, google: 20000 characters`.
    static func budgets(_ attempts: [ProviderAttempt], in language: UILanguage) -> String {
        attempts.compactMap { attempt in
            guard case .budgetSpent(let characters) = attempt.failure else { return nil }
            return LocalizedText("error.daily_budget_spent.budget", ["provider": "\(attempt.provider)", "characters": "\(characters)"])
                .text(in: language)
        }.joined(separator: ", ")
    }

    /// `erapi: timed out; ecb: server error (HTTP 503)`.
    static func failures(_ attempts: [ProviderAttempt], in language: UILanguage) -> String {
        attempts.map {
            LocalizedText("error.providers_unavailable.attempt", ["provider": "\($0.provider)", "failure": .localized($0.failure.explanation)])
                .text(in: language)
        }.joined(separator: LocalizedText("list.semicolon").text(in: language))
    }

    /// Whether every provider was passed over for its spent daily budget: no provider failed, the server chose not to pay.
    static func budgetsSpent(_ attempts: [ProviderAttempt]) -> Bool {
        !attempts.isEmpty && attempts.allSatisfy { if case .budgetSpent = $0.failure { true } else { false } }
    }
}

/// One provider's failed attempt within a chain.
public struct ProviderAttempt: Sendable, Equatable {
    public var provider: String
    public var failure: ProviderFailure

    public init(provider: String, failure: ProviderFailure) {
        self.provider = provider
        self.failure = failure
    }
}
