import BaluchonCore
import Hummingbird

/// Failures of HTTP itself (routing, method, body), told in the traveller's language.
enum HTTPFailure: TravellerError {
    case noSuchRoute(path: String)
    case methodNotAllowed(method: String, allowed: [String])
    case bodyTooLarge(limit: Int)
    case malformedJSON(detail: String)
    case badRequest(detail: String)
    /// The body's length cannot be told: a `Transfer-Encoding` other than chunked, or conflicting lengths.
    case unreadableFraming
    /// A plain request to a WebSocket's address.
    case upgradeRequired
    case unexpected

    var code: ErrorCode {
        switch self {
        case .noSuchRoute: .notFound
        case .methodNotAllowed: .methodNotAllowed
        case .bodyTooLarge: .bodyTooLarge
        case .malformedJSON: .malformedJson
        case .badRequest, .unreadableFraming: .badRequest
        case .upgradeRequired: .upgradeRequired
        case .unexpected: .internalError
        }
    }

    var kind: FailureKind {
        switch self {
        case .noSuchRoute: .notFound
        case .methodNotAllowed, .malformedJSON, .badRequest, .upgradeRequired, .unreadableFraming: .badInput
        case .bodyTooLarge: .tooLarge
        case .unexpected: .internal
        }
    }

    var message: LocalizedText {
        switch self {
        case .noSuchRoute(let path):
            LocalizedText("error.not_found.message", ["path": "\(path)"])
        case .methodNotAllowed(let method, let allowed):
            LocalizedText(
                "error.method_not_allowed.message",
                ["method": "\(method)", "allowed": .inLanguage { allowed.joined(separator: LocalizedText("list.or").text(in: $0)) }])
        case .bodyTooLarge(let limit):
            LocalizedText("error.body_too_large.message", ["limit": "\(limit / 1024)"])
        case .malformedJSON(let detail):
            LocalizedText("error.malformed_json.message", ["detail": "\(detail)"])
        case .badRequest(let detail):
            LocalizedText("error.bad_request.message", ["detail": "\(detail)"])
        case .unreadableFraming:
            LocalizedText("error.bad_request.message.unreadableFraming")
        case .upgradeRequired:
            LocalizedText("error.upgrade_required.message")
        case .unexpected:
            LocalizedText("error.internal_error.message")
        }
    }

    var hint: LocalizedText? {
        switch self {
        case .noSuchRoute:
            LocalizedText("error.not_found.hint")
        case .malformedJSON:
            LocalizedText("error.malformed_json.hint")
        case .unexpected:
            LocalizedText("error.internal_error.hint")
        case .methodNotAllowed, .bodyTooLarge, .badRequest, .upgradeRequired, .unreadableFraming:
            nil
        }
    }
}
