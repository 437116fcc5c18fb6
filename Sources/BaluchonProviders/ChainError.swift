import BaluchonCore

/// Why a whole chain could not answer, told to people.
public enum ChainError: TravellerError, Equatable {
    /// No provider of the capability is configured.
    case noProviderConfigured(Capability)
    /// Every configured provider failed; each failure is listed.
    case allProvidersFailed(Capability, [ProviderAttempt])

    public var code: String {
        switch self {
        case .noProviderConfigured: "no_provider"
        case .allProvidersFailed(_, let attempts) where Self.budgetsSpent(attempts): "daily_budget_spent"
        case .allProvidersFailed: "providers_unavailable"
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
            LocalizedText(
                en: "No \(capability.rawValue) provider is configured.",
                fr: "Aucun fournisseur n’est configuré pour : \(capability.rawValue).")
        case .allProvidersFailed(_, let attempts) where Self.budgetsSpent(attempts):
            LocalizedText(
                en: "This server’s daily budget for paid translation is spent (\(Self.budgets(attempts, colon: ":", unit: "characters"))).",
                fr:
                    "Le budget quotidien de ce serveur pour la traduction payante est épuisé (\(Self.budgets(attempts, colon: " :", unit: "caractères")))."
            )
        case .allProvidersFailed(_, let attempts):
            LocalizedText(
                en: "No provider could answer (\(attempts.map { "\($0.provider): \($0.failure.summary)" }.joined(separator: "; "))).",
                fr:
                    "Aucun fournisseur n’a pu répondre (\(attempts.map { "\($0.provider) : \($0.failure.summaryInFrench)" }.joined(separator: " ; ")))."
            )
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .noProviderConfigured(let capability):
            LocalizedText(
                en: "Set BALUCHON_\(capability.rawValue.uppercased())_PROVIDERS and the provider’s key or URL; `baluchon doctor` lists them.",
                fr: "Réglez BALUCHON_\(capability.rawValue.uppercased())_PROVIDERS et la clé ou l’URL du fournisseur ; `baluchon doctor` les liste.")
        case .allProvidersFailed(_, let attempts) where Self.budgetsSpent(attempts):
            LocalizedText(
                en: "Try again tomorrow (UTC), or ask the server's operator.", fr: "Réessayez demain (UTC), ou demandez à l’exploitant du serveur.")
        case .allProvidersFailed:
            LocalizedText(
                en: "Check the network connection and try again in a moment.",
                fr: "Vérifiez la connexion réseau et réessayez dans un instant.")
        }
    }

    /// `deepl: 20000 characters, google: 20000 characters`.
    static func budgets(_ attempts: [ProviderAttempt], colon: String, unit: String) -> String {
        attempts.compactMap { attempt in
            guard case .budgetSpent(let characters) = attempt.failure else { return nil }
            return "\(attempt.provider)\(colon) \(characters) \(unit)"
        }.joined(separator: ", ")
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
