import BaluchonCore
import Foundation

/// DeepL API v2 bodies, as the API sends and takes them.
enum DeepLWire {
    struct TranslateBody: Encodable {
        var text: [String]
        var targetLang: String
        var sourceLang: String?

        enum CodingKeys: String, CodingKey {
            case text
            case targetLang = "target_lang"
            case sourceLang = "source_lang"
        }
    }

    struct Translations: Decodable {
        struct Item: Decodable {
            var detectedSourceLanguage: String?
            var text: String

            enum CodingKeys: String, CodingKey {
                case detectedSourceLanguage = "detected_source_language"
                case text
            }
        }
        var translations: [Item]
    }

    struct Language: Decodable {
        var language: String
        var name: String?
    }

    /// DeepL's statuses: 403 refused key, 456 spent quota, 429/529 slow down, 413 too large; another refusal
    /// is told by its status, not DeepL's English message.
    static func failure(for response: UpstreamResponse) -> ProviderFailure {
        switch response.status {
        case 401, 403: return .invalidKey
        case 456: return .quotaExceeded
        case 429, 529: return .rateLimited
        case 500...: return .serverError(status: response.status)
        default: return .rejected("HTTP \(response.status)")
        }
    }
}
