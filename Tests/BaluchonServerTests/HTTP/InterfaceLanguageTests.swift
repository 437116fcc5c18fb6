import BaluchonCore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonServer

/// Issue 23 item 1: the interface language is decided once per request (``LanguageMiddleware``), from
/// `?lang=` then `Accept-Language`, and every route's answer and error speak it.
@Suite("One interface language per request", .timeLimit(.minutes(5)))
struct InterfaceLanguageTests {
    /// A request to each route that its handler refuses, before any provider is asked.
    static let refusals: [(method: HTTPRequest.Method, path: String)] = [
        (.get, "/api/v1/rates?date=nope"), (.get, "/api/v1/convert?amount=abc&from=EUR&to=USD"),
        (.get, "/api/v1/convert?amount=1&from=%FF&to=USD"), (.get, "/api/v1/calc?expression=1/0"),
        (.get, "/api/v1/places?q=a"), (.get, "/api/v1/places/reverse?lat=x&lon=1"), (.get, "/api/v1/countries/ZZ"),
        (.get, "/api/v1/search?q="), (.get, "/api/v1/pois?near=abc&kind=pharmacy"), (.get, "/api/v1/where?lat=x&lon=1"),
        (.get, "/api/v1/weather?places="), (.get, "/api/v1/route?from=1,2&to=Nowhere-sur-Mer-de-Rien"),
        (.get, "/api/v1/encode?lat=91&lon=0"), (.get, "/api/v1/decode?code=hello"), (.get, "/api/v1/qr?data="),
        (.get, "/api/v1/lists/nope"), (.get, "/api/v1/rooms/NOPE"), (.get, "/api/v1/rooms/NOPE/export"),
        (.get, "/api/v1/tiles/99/0/0"), (.post, "/api/v1/translate"), (.post, "/api/v1/detect"), (.post, "/api/v1/dice/roll"),
        (.post, "/api/v1/dice/verify"), (.post, "/api/v1/files/export?format=docx"), (.post, "/api/v1/lists"),
        (.put, "/api/v1/lists/nope"), (.delete, "/api/v1/lists/nope"), (.get, "/api/v1/no-such-route"),
    ]

    struct Answer {
        var status: HTTPResponse.Status
        var contentLanguage: String?
        var code: String
        var message: String
    }

    static func ask(
        _ client: some TestClientProtocol, _ method: HTTPRequest.Method, _ path: String, lang: String?, accept: String
    ) async throws
        -> Answer
    {
        let uri = lang.map { path + (path.contains("?") ? "&" : "?") + "lang=\($0)" } ?? path
        return try await client.execute(
            uri: uri, method: method, headers: [.acceptLanguage: accept, .contentType: "application/json"], body: ByteBuffer(string: "{}")
        ) {
            response in
            let body = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
            let error = body?["error"] as? [String: Any]
            return Answer(
                status: response.status, contentLanguage: response.headers[.contentLanguage], code: error?["code"] as? String ?? "",
                message: error?["message"] as? String ?? "")
        }
    }

    /// One app for the suite: each builds a toolkit, and two dozen at once would crowd the other suites.
    static let shared = Task { try await TestApp() }

    @Test("?lang= wins over Accept-Language for every route's errors, both ways")
    func queryLanguageWins() async throws {
        try await Self.shared.value.applicationWithStillLimits.test(.router) { client in
            for (method, path) in Self.refusals {
                try await Self.check(client, method, path)
            }
        }
    }

    static func check(_ client: some TestClientProtocol, _ method: HTTPRequest.Method, _ path: String) async throws {
        let french = try await ask(client, method, path, lang: "fr", accept: "en")
        let english = try await ask(client, method, path, lang: "en", accept: "fr")
        #expect(french.status.code >= 400 && french.status.code < 500, "\(path): \(french.status)")
        #expect(french.contentLanguage == "fr")
        #expect(english.contentLanguage == "en")
        #expect(french.code == english.code && !french.code.isEmpty)
        #expect(french.message != english.message, "\(path): “\(french.message)” is the same in both languages")
        let header = try await ask(client, method, path, lang: nil, accept: "fr-CH, en;q=0.5")
        #expect(header.contentLanguage == "fr" && header.message == french.message, "\(path)")
    }

    @Test("Every registered route's 405 speaks the request's language")
    func everyRouteAnswersInTheAskedLanguage() async throws {
        let app = try await Self.shared.value
        let router = Router(context: AppRequestContext.self)
        _ = registerAPI(on: router, toolkit: app.toolkit, closingMethods: false)
        let paths = Set(router.routes.map { $0.path.description.replacingOccurrences(of: ":", with: "x") })
        #expect(paths.count > 30)
        try await app.applicationWithStillLimits.test(.router) { client in
            for path in paths.sorted() {
                let answer = try await Self.ask(client, .patch, "/" + path, lang: "fr", accept: "en")
                #expect(answer.status == .methodNotAllowed, "\(path)")
                #expect(answer.contentLanguage == "fr" && answer.message.contains("permis"), "\(path): \(answer.message)")
            }
        }
    }

    @Test("A lang that is no interface language is refused in the header's; its case does not matter")
    func unknownLanguageIsRefused() async throws {
        try await Self.shared.value.applicationWithStillLimits.test(.router) { client in
            let refused = try await Self.ask(client, .get, "/api/v1/calc?expression=1/0", lang: "de", accept: "fr")
            #expect(refused.status == .badRequest && refused.code == "invalid_lang")
            #expect(refused.contentLanguage == "fr" && refused.message.contains("« de »"))
            let upper = try await Self.ask(client, .get, "/api/v1/calc?expression=1/0", lang: "FR", accept: "en")
            #expect(upper.contentLanguage == "fr")
        }
    }
}
