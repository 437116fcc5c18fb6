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

    var code: String {
        switch self {
        case .noSuchRoute: "not_found"
        case .methodNotAllowed: "method_not_allowed"
        case .bodyTooLarge: "body_too_large"
        case .malformedJSON: "malformed_json"
        case .badRequest, .unreadableFraming: "bad_request"
        case .upgradeRequired: "upgrade_required"
        case .unexpected: "internal_error"
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
            LocalizedText(en: "There is nothing at \(path).", fr: "Il n’y a rien à l’adresse \(path).")
        case .methodNotAllowed(let method, let allowed):
            LocalizedText(
                en: "\(method) is not allowed here; use \(allowed.joined(separator: " or ")).",
                fr: "\(method) n’est pas permis ici ; utilisez \(allowed.joined(separator: " ou ")).")
        case .bodyTooLarge(let limit):
            LocalizedText(
                en: "The request body is larger than \(limit / 1024) KB.",
                fr: "Le corps de la requête dépasse \(limit / 1024) Ko.")
        case .malformedJSON(let detail):
            LocalizedText(en: "The request body is not valid JSON (\(detail)).", fr: "Le corps de la requête n’est pas du JSON valide (\(detail)).")
        case .badRequest(let detail):
            LocalizedText(en: "Bad request: \(detail).", fr: "Requête incorrecte : \(detail).")
        case .unreadableFraming:
            LocalizedText(
                en: "The request body’s length cannot be read: send it with Content-Length or chunked Transfer-Encoding only.",
                fr: "La longueur du corps de la requête est illisible : envoyez-le avec Content-Length ou Transfer-Encoding chunked seulement.")
        case .upgradeRequired:
            LocalizedText(
                en: "This address is a WebSocket: open it with a WebSocket client.",
                fr: "Cette adresse est un WebSocket : ouvrez-la avec un client WebSocket.")
        case .unexpected:
            LocalizedText(en: "Something went wrong on the server.", fr: "Une erreur est survenue sur le serveur.")
        }
    }

    var hint: LocalizedText? {
        switch self {
        case .noSuchRoute:
            LocalizedText(en: "Every route is described at /api/openapi.json.", fr: "Toutes les routes sont décrites à /api/openapi.json.")
        case .malformedJSON:
            LocalizedText(
                en: "Send a JSON object with Content-Type: application/json.",
                fr: "Envoyez un objet JSON avec Content-Type: application/json.")
        case .unexpected:
            LocalizedText(
                en: "Try again; if it persists, the server log has the details under the request id.",
                fr: "Réessayez ; si cela persiste, le journal du serveur a les détails sous l’identifiant de requête.")
        case .methodNotAllowed, .bodyTooLarge, .badRequest, .upgradeRequired, .unreadableFraming:
            nil
        }
    }
}
