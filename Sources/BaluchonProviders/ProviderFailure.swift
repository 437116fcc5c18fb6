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
    /// The connection failed or was cut: no network, or none to that host. The detail (the transport's
    /// own words) goes to the logs and the providers page, never to a traveller.
    case unreachable(String)
    /// A provider on this machine (a program, a shipped file) could not answer.
    case unavailable(String)
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
        case .timeout, .rateLimited, .serverError, .unreachable, .unavailable: true
        case .malformed, .invalidKey, .quotaExceeded, .rejected, .budgetSpent: false
        }
    }

    /// A short description for the logs, in English, with the detail (the transport's, the provider's or
    /// the decoder's own words).
    public var summary: String {
        switch self {
        case .unreachable(let detail), .unavailable(let detail), .malformed(let detail):
            "\(explanation.text(in: .en)) (\(detail))"
        default: explanation.text(in: .en)
        }
    }

    /// The description shown to people, in their language. A refusal gives our own reason or the HTTP status,
    /// never an upstream's message (in its language, not the reader's); the detail of a failure in our code or
    /// a program's words (a decoder's type name, a missing program) stays in the logs (``summary``).
    public var explanation: LocalizedText {
        let (key, arguments) = words
        return LocalizedText(key, arguments.mapValues { .text($0) })
    }

    /// The explanation's catalogue key and the plain values of its placeholders.
    private var words: (key: String, arguments: [String: String]) {
        switch self {
        case .timeout: ("provider.failure.timeout", [:])
        case .rateLimited: ("provider.failure.rateLimited", [:])
        case .serverError(let status): ("provider.failure.serverError", ["status": "\(status)"])
        case .unreachable: ("provider.failure.unreachable", [:])
        case .unavailable: ("provider.failure.unavailable", [:])
        case .malformed: ("provider.failure.malformed", [:])
        case .invalidKey: ("provider.failure.invalidKey", [:])
        case .quotaExceeded: ("provider.failure.quotaExceeded", [:])
        case .rejected(let detail): ("provider.failure.rejected", ["detail": detail])
        case .budgetSpent(let characters): ("provider.failure.budgetSpent", ["characters": "\(characters)"])
        }
    }

    /// The explanation as the store keeps it (`{"key":…,"arguments":{…}}`): words to tell in each reader's
    /// language later, by another process (`baluchon doctor`) too, not English text.
    public var stored: String {
        let (key, arguments) = words
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = (try? encoder.encode(StoredExplanation(key: key, arguments: arguments))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The explanation kept as ``stored``; nil for any other text (a message stored by an older version).
    public static func explanation(stored: String) -> LocalizedText? {
        guard let kept = try? JSONDecoder().decode(StoredExplanation.self, from: Data(stored.utf8)), kept.key.hasPrefix("provider.failure.")
        else { return nil }
        return LocalizedText(kept.key, kept.arguments.mapValues { .text($0) })
    }

    private struct StoredExplanation: Codable {
        var key: String
        var arguments: [String: String]
    }

    /// The same failure with every occurrence of the given secrets masked.
    func redacting(_ secrets: [String]) -> ProviderFailure {
        func clean(_ text: String) -> String { Redaction.mask(text, secrets: secrets) }
        switch self {
        case .unreachable(let detail): return .unreachable(clean(detail))
        case .unavailable(let detail): return .unavailable(clean(detail))
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
            [secret, queryEncoded(secret)]
        }
        return forms.reduce(text) { partial, secret in
            partial.replacingOccurrences(of: secret, with: "•••", options: .caseInsensitive)
        }
    }

    /// `text` percent-encoded for a URL's query, everything but ASCII letters and digits: a key with `&`, `+`,
    /// `#`, `%` or a space reaches the upstream as written, and ``mask(_:secrets:)`` finds it in this form too.
    public static func queryEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: asciiAlphanumerics) ?? text
    }

    private static let asciiAlphanumerics = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
}
