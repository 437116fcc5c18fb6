import BaluchonToolkit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonServer

/// The published contract (`GET /api/openapi.json`) against the server itself: the same routes, and
/// real answers that fit the documented schemas.
@Suite("OpenAPI contract", .timeLimit(.minutes(5)))
struct OpenAPIContractTests {
    static let methods = ["get", "put", "post", "delete", "patch"]

    /// An app over an empty data directory of its own: the gazetteer loads from the shipped files.
    static func app() async throws -> TestApp {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("contract-\(UUID())")
        return try await TestApp(environment: ["BALUCHON_DATA_DIR": data.path])
    }

    static func document() throws -> JSONValue {
        try JSONValue.parse(try #require(OpenAPIRoutes.document))
    }

    @Test func everyRegisteredRouteIsDescribedAndEveryDescribedRouteExists() async throws {
        let app = try await Self.app()
        let router = Router(context: AppRequestContext.self)
        _ = registerAPI(on: router, toolkit: app.toolkit, closingMethods: false)
        let registered = Set(router.routes.map { "\($0.method.rawValue) \($0.path)" })
        guard case .object(let paths) = try Self.document()["paths"] ?? .null else { Issue.record("no paths"); return }
        let described = Set(
            paths.flatMap { path, item in
                Self.methods.filter { item[$0] != nil }.map { "\($0.uppercased()) \(path)" }
            })
        #expect(registered.count > 30)
        #expect(registered.subtracting(described).sorted() == [], "registered but not described")
        #expect(described.subtracting(registered).sorted() == [], "described but not registered")
    }

    @Test func theDocumentIsServedAsOpenAPI31() async throws {
        try await Self.app().application.test(.router) { client in
            try await client.execute(uri: "/api/openapi.json", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
                let document = try JSONValue.parse(Data(buffer: response.body))
                #expect(document["openapi"]?.text == "3.1.0")
                #expect(document["info"]?["version"]?.text == Toolkit.version, "the version is written once, in Toolkit.version")
                let checkedIn = try Self.document()
                #expect(document == checkedIn)
            }
        }
    }

    /// A request, and the documented operation whose answer it gets.
    struct Sample: CustomTestStringConvertible, Sendable {
        var method: HTTPRequest.Method
        var uri: String
        var operation: String
        var body: String?
        var testDescription: String { "\(method) \(uri)" }

        init(_ uri: String, _ operation: String? = nil, method: HTTPRequest.Method = .get, body: String? = nil) {
            self.method = method
            self.uri = uri
            self.operation = operation ?? String(uri.prefix { $0 != "?" })
            self.body = body
        }
    }

    static let samples: [Sample] = [
        Sample("/api/v1/health"),
        Sample("/api/v1/providers"),
        Sample("/api/v1/kinds?lang=fr"),
        Sample("/api/v1/map"),
        Sample("/api/v1/regions"),
        Sample("/api/v1/transit/feeds"),
        Sample("/api/v1/calc?expression=12.5*3"),
        Sample("/api/v1/calc?expression=2%2B", "/api/v1/calc"),
        Sample("/api/v1/places?q=quimper&limit=2"),
        Sample("/api/v1/places/reverse?lat=47.99&lon=-4.1"),
        Sample("/api/v1/countries/FR", "/api/v1/countries/{code}"),
        Sample("/api/v1/countries/XX", "/api/v1/countries/{code}"),
        Sample("/api/v1/encode?lat=48.8584&lon=2.2945&name=Tour"),
        Sample("/api/v1/encode?lat=48.8584&lon=2.2945&format=geohash"),
        Sample("/api/v1/decode?code=u09tunqu"),
        Sample("/api/v1/route?from=1,2", "/api/v1/route"),
        Sample("/api/v1/tiles/3/4/5.png", "/api/v1/tiles/{z}/{x}/{y}"),
        Sample("/api/v1/rooms/ABCDEF/ws", "/api/v1/rooms/{code}/ws"),
        Sample("/api/v1/dice/roll", method: .post, body: #"{"expression":"2x 4d6dl1+2"}"#),
        Sample("/api/v1/dice/roll", method: .post, body: #"{"expression":"#),
        Sample("/api/v1/rooms", method: .post),
        Sample("/api/v1/lists", method: .post, body: #"{"title":"Trip","places":[{"name":"Quai","latitude":47.99,"longitude":-4.1,"note":"n"}]}"#),
        Sample("/api/v1/files/export?format=geojson", method: .post, body: #"{"places":[{"name":"Quai","latitude":47.99,"longitude":-4.1}]}"#),
    ]

    @Test(arguments: samples)
    func realAnswersFitTheDocumentedSchema(sample: Sample) async throws {
        let document = try Self.document()
        let validator = JSONSchemaValidator(document: document)
        let app = try await Self.app()
        try await app.application.test(.router) { client in
            let headers: HTTPFields = sample.body == nil ? [:] : [.contentType: "application/json"]
            try await client.execute(uri: sample.uri, method: sample.method, headers: headers, body: sample.body.map { ByteBuffer(string: $0) }) {
                response in
                let operation = try #require(document["paths"]?[sample.operation]?[sample.method.rawValue.lowercased()])
                let documented = operation["responses"]?[String(response.status.code)] ?? operation["responses"]?["default"]
                let media = try #require(response.headers[.contentType]?.split(separator: ";").first.map(String.init))
                let schema = try #require(documented?["content"]?[media]?["schema"], "\(response.status.code) \(media) is not documented")
                let problems = validator.problems(try JSONValue.parse(Data(buffer: response.body)), against: schema)
                #expect(problems == [], "\(response.status.code): \(String(buffer: response.body).prefix(300))")
            }
        }
    }

    @Test func theValidatorCatchesAnAnswerThatBreaksTheSchema() throws {
        let document = try Self.document()
        let validator = JSONSchemaValidator(document: document)
        let schema = try #require(document["components"]?["schemas"]?["Error"])
        let wrong = try JSONValue.parse(Data(#"{"error":{"code":7,"hint":"h"}}"#.utf8))
        let problems = validator.problems(wrong, against: schema)
        #expect(problems.count == 2)
        #expect(problems.first == "$.error: missing “message”")
        #expect(problems.last?.hasPrefix("$.error.code: ") == true)
    }
}
