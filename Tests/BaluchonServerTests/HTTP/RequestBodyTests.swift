import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonServer

@Suite("Request bodies: size limit and malformed JSON")
struct RequestBodyTests {
    struct Echo: Codable, ResponseEncodable {
        var text: String
    }

    /// A router with the product's error middleware and JSON decoding, around an echo route.
    func application() -> some ApplicationProtocol {
        let router = Router(context: AppRequestContext.self)
        router.middlewares.add(LanguageMiddleware())
        router.middlewares.add(ErrorMiddleware())
        router.post("echo") { request, context in
            try await request.decodeJSON(as: Echo.self, context: context)
        }
        return Application(router: router)
    }

    @Test func wellFormedBodyIsDecoded() async throws {
        try await application().test(.router) { client in
            try await client.execute(uri: "/echo", method: .post, body: ByteBuffer(string: #"{"text":"salut"}"#)) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("salut"))
            }
        }
    }

    @Test(arguments: ["{\"text\":", "not json", "", "{\"text\": 42}", "{}"])
    func malformedJSONIsA400(body: String) async throws {
        try await application().test(.router) { client in
            try await client.execute(uri: "/echo", method: .post, headers: [.acceptLanguage: "fr"], body: ByteBuffer(string: body)) {
                response in
                #expect(response.status == .badRequest)
                let error = try decodeError(response.body)
                #expect(error.code == "malformed_json")
                #expect(error.message.hasPrefix("Le corps de la requête n’est pas du JSON valide"))
            }
        }
    }

    @Test func oversizedBodyIsA413() async throws {
        let huge = #"{"text":""# + String(repeating: "a", count: 100_000) + #""}"#
        try await application().test(.router) { client in
            try await client.execute(uri: "/echo", method: .post, body: ByteBuffer(string: huge)) { response in
                #expect(response.status == .contentTooLarge)
                let error = try decodeError(response.body)
                #expect(error.code == "body_too_large")
            }
        }
    }
}
