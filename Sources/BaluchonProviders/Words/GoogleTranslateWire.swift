import BaluchonCore
import Foundation

/// Google Cloud Translation v2 (Basic) bodies, as the API sends and takes them.
enum GoogleTranslateWire {
    struct TranslateBody: Encodable {
        var q: [String]
        var target: String
        var source: String?
        /// Plain text in, plain text out: no HTML interpretation, no entities in the answer.
        var format = "text"
    }

    struct DetectBody: Encodable {
        var q: [String]
    }

    struct Envelope<Payload: Decodable>: Decodable {
        var data: Payload
    }

    struct Translations: Decodable {
        struct Item: Decodable {
            var translatedText: String
            var detectedSourceLanguage: String?
        }
        var translations: [Item]
    }

    struct Detections: Decodable {
        struct Item: Decodable {
            var language: String
            var confidence: Double?
            var isReliable: Bool?
        }
        var detections: [[Item]]
    }

    struct Languages: Decodable {
        struct Item: Decodable {
            var language: String
            var name: String?
        }
        var languages: [Item]
    }

    /// `{"error":{"code","message","errors":[{"reason"}],"status","details":[{"reason"}]}}`.
    struct ErrorEnvelope: Decodable {
        struct Detail: Decodable {
            var reason: String?
        }
        struct Body: Decodable {
            var code: Int?
            var message: String?
            var status: String?
            var errors: [Detail]?
            var details: [Detail]?
        }
        var error: Body
    }

    /// Reads Google's reasons: a refused key, a spent quota, a rate limit or a refused request (told by its
    /// status, not Google's English message).
    static func failure(for response: UpstreamResponse) -> ProviderFailure {
        let body = try? JSONDecoder().decode(ErrorEnvelope.self, from: response.body).error
        let reasons = Set(((body?.errors ?? []) + (body?.details ?? [])).compactMap(\.reason).map { $0.lowercased() })
        if reasons.contains("api_key_invalid") || reasons.contains("keyinvalid") || body?.message?.contains("API key not valid") == true {
            return .invalidKey
        }
        if !reasons.isDisjoint(with: ["dailylimitexceeded", "quotaexceeded", "billingnotactive", "dailylimitexceededunreg"]) {
            return .quotaExceeded
        }
        if !reasons.isDisjoint(with: ["userratelimitexceeded", "ratelimitexceeded"]) || response.status == 429 {
            return .rateLimited
        }
        if response.status == 401 || response.status == 403 {
            return .invalidKey
        }
        if response.status >= 500 {
            return .serverError(status: response.status)
        }
        return .rejected("HTTP \(response.status)")
    }
}
