import BaluchonToolkit
import FixtureServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

/// The catalogue from the API and a running server picking up regions without restart, against a
/// local stand-in serving a catalogue in Geofabrik's format and the real Andorra extract with its `.md5`.
@Suite("Region catalogue routes", .serialized)
struct RegionCatalogueRoutesTests {
    static let token = "operator-token-0123456789"
    /// A tile over Andorra la Vella at zoom 14.
    static let andorraTile: String = {
        let (x, y) = RegionsRoutesTests.tile(latitude: 42.5078, longitude: 1.5211, zoom: 14)
        return "/api/v1/tiles/14/\(x)/\(y).svg"
    }()

    static func app(_ standIn: RegionStandIn, directory: URL, token: String? = Self.token) async throws -> TestApp {
        var environment = ["BALUCHON_DATA_DIR": directory.path, "BALUCHON_REGIONS_INDEX_URL": standIn.indexURL]
        environment["BALUCHON_ADMIN_TOKEN"] = token
        return try await TestApp(environment: environment)
    }

    static func freshDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-catalogue-api-\(UUID().uuidString)")
    }

    private static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    @Test("a running server serves the tiles, search and list of a region another process adds, and stops when it removes it")
    func regionFromAnotherProcess() async throws {
        try await FixtureServer.run { server in
            let standIn = try RegionStandIn(server: server)
            let directory = Self.freshDirectory()
            let running = try await Self.app(standIn, directory: directory)
            try await running.application.test(.live) { client in
                try await client.execute(uri: Self.andorraTile, method: .get) { #expect($0.status == .notFound) }
                // The CLI: another toolkit over the same data directory, as `baluchon region add andorra` builds.
                let cli = try await Self.app(standIn, directory: directory, token: nil)
                let done = Mutex(false)
                let adding = Task {
                    defer { done.withLock { $0 = true } }
                    try await cli.toolkit.regions.add(id: "andorra")
                }
                // The server keeps answering while the other process imports (which also keeps this connection
                // from idling past the server's 10 s wait for a request head).
                while !done.withLock({ $0 }) {
                    try await client.execute(uri: "/api/v1/health", method: .get) { #expect($0.status == .ok) }
                    try await Task.sleep(for: .seconds(1))
                }
                _ = try await adding.value
                try await client.execute(uri: Self.andorraTile, method: .get) { response in
                    #expect(response.status == .ok && response.headers[.contentType] == "image/svg+xml")
                }
                try await client.execute(uri: "/api/v1/search?q=pharmacy&near=42.5078,1.5211", method: .get) { response in
                    #expect(response.status == .ok)
                    let answer = try Self.json(response)
                    #expect(((answer["results"] as? [Any])?.count ?? 0) > 0)
                }
                try await client.execute(uri: "/api/v1/regions", method: .get) { response in
                    let regions = try #require(try Self.json(response)["regions"] as? [[String: Any]])
                    #expect(regions.map { $0["id"] as? String } == ["andorra"])
                    let source = try #require(regions.first?["source"] as? [String: Any])
                    #expect(source["catalogueId"] as? String == "andorra" && source["md5"] as? String == RegionStandIn.md5)
                    #expect(source["sourceDate"] as? String == "2023-05-02T20:21:43Z")
                }
                try cli.toolkit.regions.remove(id: "andorra")
                try await client.execute(uri: Self.andorraTile, method: .get) { #expect($0.status == .notFound) }
                try await client.execute(uri: "/api/v1/regions", method: .get) { response in
                    let answer = try Self.json(response)
                    #expect((answer["regions"] as? [Any])?.isEmpty == true)
                }
            }
        }
    }

    @Test("POST /regions needs the operator's token: 403 when the server has none, 401 when missing or wrong")
    func tokens() async throws {
        try await FixtureServer.run { server in
            let standIn = try RegionStandIn(server: server)
            let closed = try await Self.app(standIn, directory: Self.freshDirectory(), token: nil)
            try await closed.application.test(.router) { client in
                try await client.execute(
                    uri: "/api/v1/regions", method: .post, headers: [.acceptLanguage: "fr", .authorization: "Bearer \(Self.token)"],
                    body: ByteBuffer(string: #"{"id": "andorra"}"#)
                ) { response in
                    #expect(response.status == .forbidden)
                    let error = try #require(try Self.json(response)["error"] as? [String: Any])
                    #expect(error["code"] as? String == "downloads_disabled")
                    #expect((error["message"] as? String)?.contains("désactivé") == true)
                }
                try await client.execute(uri: "/api/v1/regions/available?near=42.5063,1.5218", method: .get) { response in
                    let answer = try Self.json(response)
                    #expect(answer["downloadsAllowed"] as? Bool == false)
                }
            }
            let open = try await Self.app(standIn, directory: Self.freshDirectory())
            try await open.application.test(.router) { client in
                for headers: HTTPFields in [[:], [.authorization: "Bearer wrong-token-0123456789"], [.authorization: Self.token]] {
                    try await client.execute(uri: "/api/v1/regions", method: .post, headers: headers, body: ByteBuffer(string: #"{"id": "andorra"}"#))
                    {
                        response in
                        #expect(response.status == .unauthorized)
                        #expect(response.headers[.wwwAuthenticate] == "Bearer")
                        let answer = try Self.json(response)
                        #expect((answer["error"] as? [String: Any])?["code"] as? String == "admin_token_required")
                        #expect(!String(decoding: Data(buffer: response.body), as: UTF8.self).contains(Self.token))
                    }
                }
                try await client.execute(uri: "/api/v1/regions/andorra", method: .delete) { #expect($0.status == .unauthorized) }
                try await client.execute(
                    uri: "/api/v1/regions", method: .post, headers: [.authorization: "Bearer \(Self.token)"],
                    body: ByteBuffer(string: #"{"id": "atlantis"}"#)
                ) { response in
                    #expect(response.status == .notFound)
                    let answer = try Self.json(response)
                    #expect((answer["error"] as? [String: Any])?["code"] as? String == "not_in_catalogue")
                }
            }
        }
    }

    @Test("POST /regions starts one job per region, polled to the end; the region is then offered as installed and can be deleted")
    func downloadJob() async throws {
        try await FixtureServer.run { server in
            let standIn = try RegionStandIn(server: server)
            let app = try await Self.app(standIn, directory: Self.freshDirectory())
            let authorization: HTTPFields = [.authorization: "Bearer \(Self.token)"]
            try await app.application.test(.router) { client in
                try await client.execute(uri: "/api/v1/regions/available?near=42.5063,1.5218", method: .get) { response in
                    let body = try Self.json(response)
                    #expect(body["proposed"] as? String == "andorra" && body["downloadsAllowed"] as? Bool == true)
                    let first = try #require((body["regions"] as? [[String: Any]])?.first)
                    #expect(first["name"] as? String == "Andorra" && first["installed"] as? Bool == false)
                    #expect(first["sizeBytes"] as? Int == standIn.extract.count)
                }
                let body = ByteBuffer(string: #"{"id": "andorra"}"#)
                let job = try await client.execute(uri: "/api/v1/regions", method: .post, headers: authorization, body: body) { response in
                    #expect(response.status == .accepted)
                    let job = try #require(try Self.json(response)["id"] as? String)
                    #expect(response.headers[.location] == "/api/v1/regions/jobs/\(job)")
                    return job
                }
                try await client.execute(uri: "/api/v1/regions", method: .post, headers: authorization, body: body) { response in
                    let answer = try Self.json(response)
                    #expect(answer["id"] as? String == job)
                }
                var state: [String: Any] = [:]
                for _ in 0..<600 where state["finished"] as? Bool != true {
                    try await Task.sleep(for: .milliseconds(200))
                    state = try await client.execute(uri: "/api/v1/regions/jobs/\(job)", method: .get) { try Self.json($0) }
                }
                #expect(state["phase"] as? String == "done" && (state["fraction"] as? NSNumber)?.doubleValue == 1)
                #expect(state["bytes"] as? Int == standIn.extract.count && state["error"] == nil)
                try await client.execute(uri: Self.andorraTile, method: .get) { #expect($0.status == .ok) }
                try await client.execute(uri: "/api/v1/regions/available?q=andorra", method: .get) { response in
                    let answer = try Self.json(response)
                    #expect((answer["regions"] as? [[String: Any]])?.first?["installed"] as? Bool == true)
                }
                try await client.execute(uri: "/api/v1/regions/andorra", method: .delete, headers: authorization) {
                    #expect($0.status == .noContent)
                }
                try await client.execute(uri: Self.andorraTile, method: .get) { #expect($0.status == .notFound) }
            }
        }
    }

    @Test("a job whose download fails ends with the error in the reader's language")
    func failedJob() async throws {
        try await FixtureServer.run { server in
            let standIn = try RegionStandIn(server: server)
            server.route("GET", RegionStandIn.extractPath, .status(404))
            let app = try await Self.app(standIn, directory: Self.freshDirectory())
            try await app.application.test(.router) { client in
                let job = try await client.execute(
                    uri: "/api/v1/regions", method: .post, headers: [.authorization: "Bearer \(Self.token)"],
                    body: ByteBuffer(string: #"{"id": "andorra"}"#)
                ) { try #require(try Self.json($0)["id"] as? String) }
                var state: [String: Any] = [:]
                for _ in 0..<300 where state["finished"] as? Bool != true {
                    try await Task.sleep(for: .milliseconds(100))
                    state = try await client.execute(uri: "/api/v1/regions/jobs/\(job)", method: .get, headers: [.acceptLanguage: "fr"]) {
                        try Self.json($0)
                    }
                }
                #expect(state["phase"] as? String == "failed")
                let error = try #require(state["error"] as? [String: Any])
                #expect(error["code"] as? String == "download_refused")
                #expect((error["message"] as? String)?.contains("404") == true)
            }
        }
    }
}
