import BaluchonCore
import Foundation

/// Why one provider could not answer. Messages never contain secrets.
public enum ProviderFailure: Error, Sendable, Equatable {
    /// No answer within the per-request timeout.
    case timeout
    /// HTTP 429 or a provider's own "slow down" answer.
    case rateLimited
    /// An HTTP 5xx answer.
    case serverError(status: Int)
    /// The connection failed or was cut.
    case unreachable(String)
    /// The answer could not be understood (bad JSON, wrong content type, missing fields).
    case malformed(String)
    /// The provider refused our key.
    case invalidKey
    /// The plan's quota is spent.
    case quotaExceeded
    /// The provider refused the request itself (unsupported base, pair, language…).
    case rejected(String)
    /// Not asked: this server's daily budget of characters for the provider would be overrun.
    case budgetSpent(dailyCharacters: Int)

    /// Whether asking the same provider again later may succeed.
    public var isRetryable: Bool {
        switch self {
        case .timeout, .rateLimited, .serverError, .unreachable: true
        case .malformed, .invalidKey, .quotaExceeded, .rejected, .budgetSpent: false
        }
    }

    /// A short description for logs and the providers page.
    public var summary: String {
        switch self {
        case .timeout: "timed out"
        case .rateLimited: "rate limited (HTTP 429)"
        case .serverError(let status): "server error (HTTP \(status))"
        case .unreachable(let detail): "unreachable: \(detail)"
        case .malformed(let detail): "malformed answer: \(detail)"
        case .invalidKey: "the API key was refused"
        case .quotaExceeded: "quota exceeded"
        case .rejected(let detail): "request refused: \(detail)"
        case .budgetSpent(let characters): "this server's budget of \(characters) characters a day is spent"
        }
    }

    /// The description in French, for error messages shown to people (details stay as the provider gave them).
    public var summaryInFrench: String {
        switch self {
        case .timeout: "délai dépassé"
        case .rateLimited: "trop de requêtes (HTTP 429)"
        case .serverError(let status): "erreur du serveur (HTTP \(status))"
        case .unreachable(let detail): "injoignable : \(detail)"
        case .malformed(let detail): "réponse illisible : \(detail)"
        case .invalidKey: "la clé d’API a été refusée"
        case .quotaExceeded: "quota épuisé"
        case .rejected(let detail): "requête refusée : \(detail)"
        case .budgetSpent(let characters): "le budget de \(characters) caractères par jour de ce serveur est épuisé"
        }
    }

    /// The same failure with every occurrence of the given secrets masked.
    func redacting(_ secrets: [String]) -> ProviderFailure {
        func clean(_ text: String) -> String { Redaction.mask(text, secrets: secrets) }
        switch self {
        case .unreachable(let detail): return .unreachable(clean(detail))
        case .malformed(let detail): return .malformed(clean(detail))
        case .rejected(let detail): return .rejected(clean(detail))
        default: return self
        }
    }
}

/// Masks secrets in text that may reach a log, a response or the store: whatever their case (an
/// upstream may echo a header lower-cased) and percent-encoded too (a key in a URL).
public enum Redaction {
    public static func mask(_ text: String, secrets: [String]) -> String {
        let forms = secrets.filter { $0.count >= 4 }.flatMap { secret in
            [secret, secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? secret]
        }
        return forms.reduce(text) { partial, secret in
            partial.replacingOccurrences(of: secret, with: "•••", options: .caseInsensitive)
        }
    }
}
