import BaluchonCore

/// Why a whole chain could not answer, told to people.
public enum ChainError: TravellerError, Equatable {
    /// No provider of the capability is configured.
    case noProviderConfigured(Capability)
    /// Every configured provider failed; each failure is listed.
    case allProvidersFailed(Capability, [ProviderAttempt])

    public var code: ErrorCode {
        switch self {
        case .noProviderConfigured: .noProvider
        case .allProvidersFailed(_, let attempts) where Self.budgetsSpent(attempts): .dailyBudgetSpent
        case .allProvidersFailed: .providersUnavailable
        }
    }

    public var kind: FailureKind {
        switch self {
        case .noProviderConfigured: .notConfigured
        case .allProvidersFailed(_, let attempts) where Self.budgetsSpent(attempts): .unavailable
        case .allProvidersFailed(_, let attempts):
            attempts.allSatisfy { if case .rejected = $0.failure { true } else { false } } ? .badInput : .upstreamUnavailable
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
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .noProviderConfigured(let capability):
            LocalizedText("error.no_provider.hint", ["uppercased": "\(capability.rawValue.uppercased())"])
        case .allProvidersFailed(_, let attempts) where Self.budgetsSpent(attempts):
            LocalizedText("error.daily_budget_spent.hint")
        case .allProvidersFailed:
            LocalizedText("error.providers_unavailable.hint")
        }
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
