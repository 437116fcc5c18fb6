import BaluchonCore
import Hummingbird
import Logging
import NIOHTTP1

/// Turns every error thrown below it into the API's JSON error, in the language ``LanguageMiddleware``
/// decided. Unexpected errors are logged with the request id and never shown raw.
struct ErrorMiddleware<Context: LanguageContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            return try Self.answer(Self.travellerError(for: error, request: request, context: context), request: request, context: context)
        }
    }

    /// The JSON error answer of `failure`, in the context's language.
    static func answer(_ failure: any TravellerError, request: Request, context: Context) throws -> Response {
        let language = context.language
        var response = try APIErrorBody(failure, language: language).response(from: request, context: context)
        response.status = APIErrorBody.status(for: failure.kind)
        if let seconds = failure.retryAfterSeconds { response.headers[.retryAfter] = String(seconds) }
        if failure.kind == .unauthorized { response.headers[.wwwAuthenticate] = "Bearer" }
        switch failure as? HTTPFailure {
        case .methodNotAllowed(_, let allowed):
            response.status = .methodNotAllowed
            response.headers[.allow] = allowed.joined(separator: ", ")
        case .upgradeRequired:
            response.status = .upgradeRequired
            response.headers[.upgrade] = "websocket"
        default:
            break
        }
        response.headers[.contentLanguage] = language.rawValue
        return response
    }

    private static func travellerError(for error: any Error, request: Request, context: Context) -> any TravellerError {
        switch error {
        case let failure as any TravellerError:
            return failure
        case is HTTPParserError:
            // A body whose framing cannot be read, such as a Transfer-Encoding other than chunked.
            return HTTPFailure.unreadableFraming
        case let http as HTTPError where http.status == .notFound:
            return HTTPFailure.noSuchRoute(path: request.uri.path)
        case let http as HTTPError where http.status == .contentTooLarge:
            return HTTPFailure.bodyTooLarge(limit: context.maxUploadSize)
        case let http as HTTPError where http.status.kind == .clientError:
            return HTTPFailure.badRequest(detail: http.body ?? http.status.reasonPhrase)
        case let response as any HTTPResponseError where response.status == .contentTooLarge:
            return HTTPFailure.bodyTooLarge(limit: context.maxUploadSize)
        default:
            context.logger.error("unexpected error", metadata: ["error": "\(String(reflecting: type(of: error)))"])
            return HTTPFailure.unexpected
        }
    }
}
