import BaluchonCore
import Hummingbird

/// A request context that carries the interface language its answer, errors included, is written in,
/// and the request's query, read once for the language and the route.
protocol LanguageContext: RequestContext {
    var language: UILanguage { get set }
    /// The query as ``RequestQuery`` read it, pairs it could not read left out.
    var readQuery: RequestQuery { get set }
}

extension LanguageContext {
    /// The request's query parameters; the error of a pair that could not be read (bytes that are
    /// not UTF-8, broken escapes), thrown once a route reads the query, in the language decided anyway.
    var query: RequestQuery {
        get throws(ParameterError) {
            if let problem = readQuery.problem { throw problem }
            return readQuery
        }
    }
}

/// Reads each request's query and decides its interface language, once, for every route and error:
/// `?lang=` when given (in any case of letters), else the first supported language of
/// `Accept-Language`, else English. A `lang` that names no interface language is answered 400
/// `invalid_lang`, in the header's language.
/// It sits outside ``ErrorMiddleware``, which writes errors in the language decided here.
struct LanguageMiddleware<Context: LanguageContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        context.language = UILanguage(acceptLanguage: request.headers[.acceptLanguage])
        context.readQuery = RequestQuery(request)
        if let asked = context.readQuery["lang"] {
            do {
                context.language = try UILanguage(parameter: asked, name: "lang")
            } catch let refusal as ParameterError {
                return try ErrorMiddleware<Context>.answer(refusal, request: request, context: context)
            }
        }
        return try await next(request, context)
    }
}
