import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonServer

/// Issue 24 item 10: `HEAD` answers like `GET` without a body, on every page and API route.
@Suite("HEAD answers like GET, without a body", .timeLimit(.minutes(5)))
struct HeadRequestTests {
    static let shared = Task { try await TestApp() }

    /// The web app's pages and files (a deep link is the app's page) and answers that are errors.
    static let pages = ["/", "/map", "/weather?lang=fr", "/index.html", "/js/app.js", "/manifest.webmanifest", "/js/missing.js"]

    /// GET then HEAD on `path`: the same status and headers, and HEAD's body empty.
    static func compare(_ client: some TestClientProtocol, _ path: String) async throws {
        let get = try await client.execute(uri: path, method: .get, headers: [.acceptLanguage: "fr"]) { $0 }
        let head = try await client.execute(uri: path, method: .head, headers: [.acceptLanguage: "fr"]) { $0 }
        #expect(head.status == get.status, "\(path)")
        #expect(head.body.readableBytes == 0, "\(path): HEAD sent \(head.body.readableBytes) bytes")
        #expect(get.headers[.contentLength] == String(get.body.readableBytes), "\(path): GET's length")
        for field in [HTTPField.Name.contentLength, .contentType, .contentLanguage, .cacheControl, .allow] {
            #expect(head.headers[field] == get.headers[field], "\(path): \(field)")
        }
    }

    @Test("Every registered GET route of the API")
    func everyAPIRoute() async throws {
        let app = try await Self.shared.value
        let router = Router(context: AppRequestContext.self)
        _ = registerAPI(on: router, toolkit: app.toolkit, closingMethods: false)
        let paths = Set(router.routes.filter { $0.method == .get }.map { "/" + $0.path.description.replacingOccurrences(of: ":", with: "x") })
        #expect(paths.count > 25)
        try await app.applicationWithStillLimits.test(.router) { client in
            for path in paths.sorted() {
                try await Self.compare(client, path)
            }
        }
    }

    @Test("The web pages and files, a missing file and unknown API paths")
    func pagesAndFiles() async throws {
        try await Self.shared.value.applicationWithStillLimits.test(.router) { client in
            for path in Self.pages + ["/api/v1/no-such-route", "/api/v1/route?from=1,2"] {
                try await Self.compare(client, path)
            }
        }
    }

    @Test("A path that has no GET refuses HEAD as it refuses GET, and a GET path allows both")
    func methodNotAllowed() async throws {
        try await Self.shared.value.applicationWithStillLimits.test(.router) { client in
            // The 405's sentence names the method, so only the status and the allowed methods are the same.
            for method in [HTTPRequest.Method.get, .head] {
                try await client.execute(uri: "/api/v1/translate", method: method) { response in
                    #expect(response.status == .methodNotAllowed && response.headers[.allow] == "POST", "\(method)")
                    #expect((response.body.readableBytes == 0) == (method == .head), "\(method)")
                }
            }
            try await client.execute(uri: "/api/v1/health", method: .delete) { response in
                #expect(response.headers[.allow] == "GET, HEAD")
            }
        }
    }
}
