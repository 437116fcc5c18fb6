import BaluchonCore
import Hummingbird

/// The JSON every API error answers with: `{"error":{"code","message","hint"}}`.
struct APIErrorBody: ResponseEncodable {
    struct Detail: Codable {
        var code: String
        var message: String
        var hint: String?
    }

    var error: Detail

    init(_ failure: some TravellerError, language: UILanguage) {
        error = Detail(code: failure.code.rawValue, message: failure.message.text(in: language), hint: failure.hint?.text(in: language))
    }

    /// The HTTP status that fits a failure kind.
    static func status(for kind: FailureKind) -> HTTPResponse.Status {
        switch kind {
        case .badInput: .badRequest
        case .notFound: .notFound
        case .conflict: .conflict
        case .tooLarge: .contentTooLarge
        case .rateLimited: .tooManyRequests
        case .unauthorized: .unauthorized
        case .forbidden: .forbidden
        case .notConfigured, .unavailable: .serviceUnavailable
        case .upstreamUnavailable: .badGateway
        case .internal: .internalServerError
        }
    }
}
