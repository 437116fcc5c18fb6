import BaluchonCore
import Foundation

/// LibreTranslate bodies, as its API sends and takes them.
enum LibreTranslateWire {
    struct TranslateBody: Encodable {
        var q: String
        var source: String
        var target: String
        var format = "text"
        var apiKey: String?

        enum CodingKeys: String, CodingKey {
            case q, source, target, format
            case apiKey = "api_key"
        }
    }

    struct DetectBody: Encodable {
        var q: String
        var apiKey: String?

        enum CodingKeys: String, CodingKey {
            case q
            case apiKey = "api_key"
        }
    }

    struct Detected: Decodable {
        var language: String
        /// 0–100 in current versions, 0–1 in some older ones.
        var confidence: Double?

        var guess: LanguageGuess? {
            guard let code = LanguageCode(language) else { return nil }
            let raw = confidence ?? 0
            return LanguageGuess(language: code, confidence: min(max(raw > 1 ? raw / 100 : raw, 0), 1))
        }
    }

    struct Translated: Decodable {
        var translatedText: String
        var detectedLanguage: Detected?
    }

    struct Language: Decodable {
        var code: String
        var name: String?
        /// Absent before LibreTranslate 1.3: then every language reaches every other.
        var targets: [String]?
    }

    struct ErrorBody: Decodable {
        var error: String?
    }

    /// LibreTranslate's statuses: 403 refused key (or banned), 400 with a key message when one is
    /// required, 429 slow down; another refusal is told by its status, not the instance's English message.
    static func failure(for response: UpstreamResponse) -> ProviderFailure {
        let message = (try? JSONDecoder().decode(ErrorBody.self, from: response.body))?.error
        switch response.status {
        case 401, 403: return .invalidKey
        case 429: return .rateLimited
        case 500...: return .serverError(status: response.status)
        default:
            if let message, message.localizedCaseInsensitiveContains("api key") { return .invalidKey }
            return .rejected("HTTP \(response.status)")
        }
    }
}
