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
        case .allProvidersFailed: "providers_unavailable"
        }
    }

    public var kind: FailureKind {
        switch self {
        case .noProviderConfigured: .notConfigured
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
        case .allProvidersFailed:
            LocalizedText(
                en: "Check the network connection and try again in a moment.",
                fr: "Vérifiez la connexion réseau et réessayez dans un instant.")
        }
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
