import BaluchonCore
import Hummingbird

/// A request context that carries the interface language its answer, errors included, is written in.
protocol LanguageContext: RequestContext {
    var language: UILanguage { get set }
}

/// Decides each request's interface language, once, for every route and error: `?lang=` when given
/// (in any case of letters), else the first supported language of `Accept-Language`, else English.
/// A `lang` that names no interface language is answered 400 `invalid_lang`, in the header's language.
/// It sits outside ``ErrorMiddleware``, which writes errors in the language decided here.
struct LanguageMiddleware<Context: LanguageContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.language = UILanguage(acceptLanguage: request.headers[.acceptLanguage])
        if let asked = request.uri.queryParameters.get("lang"), !asked.isEmpty {
            do {
                context.language = try UILanguage(parameter: asked, name: "lang")
            } catch let refusal as ParameterError {
                return try ErrorMiddleware<Context>.answer(refusal, request: request, context: context)
            }
        }
        return try await next(request, context)
    }
}
