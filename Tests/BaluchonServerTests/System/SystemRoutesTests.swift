import BaluchonToolkit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("System routes, errors and the web app")
struct SystemRoutesTests {
    @Test func healthAnswersWithVersion() async throws {
        try await TestApp().application.test(.router) { client in
            try await client.execute(uri: "/api/v1/health", method: .get) { response in
                #expect(response.status == .ok)
                let body = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
                #expect(body?["status"] as? String == "ok")
                #expect(body?["version"] as? String == Toolkit.version)
                #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
                #expect(response.headers[try #require(HTTPField.Name("X-Request-Id"))] != nil)
            }
        }
    }

    @Test("The health answer gives BALUCHON_SOURCE_URL as written, none by default; a wrong address stops the start")
    func sourceURL() async throws {
        try await TestApp().application.test(.router) { client in
            try await client.execute(uri: "/api/v1/health", method: .get) { response in
                let body = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
                #expect(body?["sourceURL"] == nil)
            }
        }
        let source = "https://git.example.org/baluchon/"
        try await TestApp(environment: ["BALUCHON_SOURCE_URL": source]).application.test(.router) { client in
            try await client.execute(uri: "/api/v1/health", method: .get) { response in
                let body = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
                #expect(body?["sourceURL"] as? String == source)
            }
        }
        for wrong in ["git.example.org/baluchon", "ssh://git.example.org/baluchon", "https://git.example.org/?a=1", "https://"] {
            await #expect(throws: (any Error).self, "\(wrong)") { try await TestApp(environment: ["BALUCHON_SOURCE_URL": wrong]) }
        }
    }

    @Test func providersListsEveryCapability() async throws {
        try await TestApp().application.test(.router) { client in
            try await client.execute(uri: "/api/v1/providers", method: .get) { response in
                #expect(response.status == .ok)
                let body = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
                let capabilities = (body?["capabilities"] as? [[String: Any]])?.compactMap { $0["capability"] as? String }
                #expect(capabilities == ["rates", "translation", "weather", "places", "routes"])
            }
        }
    }

    @Test(arguments: [("en", "There is nothing at /api/v1/nope."), ("fr-FR,fr;q=0.9", "Il n’y a rien à l’adresse /api/v1/nope.")])
    func unknownAPIRouteIsA404InTheRequestLanguage(language: String, message: String) async throws {
        try await TestApp().application.test(.router) { client in
            try await client.execute(uri: "/api/v1/nope", method: .get, headers: [.acceptLanguage: language]) { response in
                #expect(response.status == .notFound)
                let error = try decodeError(response.body)
                #expect(error.code == "not_found")
                #expect(error.message == message)
            }
        }
    }

    @Test func unknownAPIRouteWithAnotherMethodIsStillJSON() async throws {
        try await TestApp().application.test(.router) { client in
            try await client.execute(uri: "/api/v2/things", method: .delete) { response in
                #expect(response.status == .notFound)
                let error = try decodeError(response.body)
                #expect(error.code == "not_found")
            }
        }
    }

    @Test func wrongMethodIsA405WithAllow() async throws {
        try await TestApp().application.test(.router) { client in
            try await client.execute(uri: "/api/v1/health", method: .post) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD")
                let error = try decodeError(response.body)
                #expect(error.code == "method_not_allowed")
            }
        }
    }

    /// Found by scripts/fuzz.sh: TRACE, OPTIONS and QUERY on a known route, and any other method on the contract, were 404s.
    @Test(arguments: [
        (HTTPRequest.Method.trace, "/api/v1/convert?amount=1&from=EUR&to=USD"), (.options, "/api/v1/lists/abc"),
        (HTTPRequest.Method("QUERY")!, "/api/v1/calc?expression=1"), (.post, "/api/openapi.json"),
    ])
    func everyOtherMethodOnAKnownRouteIsA405(method: HTTPRequest.Method, uri: String) async throws {
        try await TestApp().application.test(.router) { client in
            try await client.execute(uri: uri, method: method) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow]?.contains("GET") == true)
                let error = try decodeError(response.body)
                #expect(error.code == "method_not_allowed")
            }
        }
    }

    @Test(arguments: [
        ("en", "This address is a WebSocket: open it with a WebSocket client."),
        ("fr", "Cette adresse est un WebSocket : ouvrez-la avec un client WebSocket."),
    ])
    func aPlainRequestToTheRoomSocketIsToldToUpgrade(language: String, message: String) async throws {
        try await TestApp().application.test(.router) { client in
            try await client.execute(uri: "/api/v1/rooms/ABCDEF/ws", method: .get, headers: [.acceptLanguage: language]) { response in
                #expect(response.status == .upgradeRequired)
                #expect(response.headers[.upgrade] == "websocket")
                let error = try decodeError(response.body)
                #expect(error.code == "upgrade_required")
                #expect(error.message == message)
            }
        }
    }

    @Test(arguments: ["/", "/weather", "/settings/deep/link"])
    func otherPathsServeTheWebApp(path: String) async throws {
        try await TestApp().application.test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("<title>Baluchon</title>"))
                #expect(response.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true)
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self' 'wasm-unsafe-eval';") == true)
            }
        }
    }

    @Test func staticFilesAreServedWithTheirTypes() async throws {
        let app = try await TestApp()
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/js/app.js", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.contains("javascript") == true)
            }
            try await client.execute(uri: "/manifest.webmanifest", method: .get) { response in
                #expect(response.headers[.contentType] == "application/manifest+json")
            }
            try await client.execute(uri: "/img/missing.png", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}

struct ErrorDetail: Decodable {
    var code: String
    var message: String
    var hint: String?
}

func decodeError(_ buffer: ByteBuffer) throws -> ErrorDetail {
    struct Envelope: Decodable { var error: ErrorDetail }
    return try JSONDecoder().decode(Envelope.self, from: Data(buffer: buffer)).error
}
