import BaluchonCore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonProviders
@testable import BaluchonServer

/// What an attacker found, replayed over HTTP: each now a clear answer, and the server still serving.
@Suite("Hardening: hostile uploads, costly answers, host names and per-client limits", .timeLimit(.minutes(5)))
struct HardeningTests {
    static func errorCode(_ response: TestResponse) -> String? {
        try? decodeError(response.body).code
    }

    @Test(
        "A KMZ of nested elements answers a 400 and the server goes on serving: too deep, or refused as a zip bomb past 1 MB",
        arguments: [
            (1_000_000, true, "archive_refused"), (1_000_000, false, "archive_refused"), (100_000, true, "file_too_deep"),
            (100_000, false, "file_too_deep"),
        ])
    func deepKMZ(levels: Int, closed: Bool, code: String) async throws {
        let kml = "<kml><Document>" + String(repeating: "<a>", count: levels) + (closed ? String(repeating: "</a>", count: levels) : "")
        let kmz = try KMZArchive.archive(kml: Data(kml.utf8))
        let app = try await TestApp()
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/api/v1/files/import?name=deep.kmz", method: .post, body: ByteBuffer(bytes: kmz)) { response in
                #expect(response.status == .badRequest)
                #expect(Self.errorCode(response) == code)
            }
            try await client.execute(uri: "/api/v1/health", method: .get) { #expect($0.status == .ok) }
        }
    }

    @Test("A large PNG QR code is bounded in pixels, and the same code asked again comes from the cache")
    func qrBounded() async throws {
        let app = try await TestApp()
        let text = String(repeating: "9", count: 7_000)
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/api/v1/qr?format=png&scale=32&ec=L&data=\(text)", method: .get) { response in
                #expect(response.status == .ok)
                let bytes = [UInt8](Data(buffer: response.body))
                let width = Int(bytes[16]) << 24 | Int(bytes[17]) << 16 | Int(bytes[18]) << 8 | Int(bytes[19])
                #expect(width <= SharingRoutes.maximumQRSide && width > 1_000)
            }
            for _ in 0..<200 {
                try await client.execute(uri: "/api/v1/qr?format=png&scale=32&ec=L&data=\(text)", method: .get) { #expect($0.status == .ok) }
            }
        }
    }

    @Test("New QR codes past the client's budget answer 429 with Retry-After, in the traveller's language")
    func qrRateLimited() async throws {
        let app = try await TestApp()
        let burst = ClientBudget.qrImage.rate.burst
        try await app.applicationWithStillLimits.test(.router) { client in
            let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
                for index in 0..<(burst + 100) {
                    group.addTask {
                        try await client.execute(uri: "/api/v1/qr?data=code-\(index)", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                            if response.status == .tooManyRequests {
                                #expect(Self.errorCode(response) == "rate_limited")
                                #expect(Int(response.headers[.retryAfter] ?? "") ?? 0 >= 1)
                                #expect(String(buffer: response.body).contains("réessayez"))
                            }
                            return response.status
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            // The limits' clock stands still: exactly the burst got through, whatever the order.
            #expect(statuses.filter { $0 == .ok }.count == burst)
            #expect(statuses.allSatisfy { $0 == .ok || $0 == .tooManyRequests })
            try await client.execute(uri: "/api/v1/health", method: .get) { #expect($0.status == .ok) }
        }
    }

    @Test("Behind a trusted proxy each forwarded client has its own budget; elsewhere X-Forwarded-For is ignored")
    func forwardedClients() async throws {
        for trusted in [true, false] {
            let app = try await TestApp(environment: trusted ? ["BALUCHON_TRUSTED_PROXIES": "127.0.0.1,::1"] : [:])
            try await app.application.test(.live) { client in
                var limited: [String: Int] = [:]
                for index in 0..<(2 * ClientBudget.qrImage.rate.burst) {
                    let visitor = index % 2 == 0 ? "203.0.113.7" : "198.51.100.9"
                    try await client.execute(uri: "/api/v1/qr?data=v-\(index)", method: .get, headers: [.xForwardedFor: visitor]) { response in
                        if response.status == .tooManyRequests { limited[visitor, default: 0] += 1 }
                    }
                }
                #expect(trusted ? limited.isEmpty : !limited.isEmpty, "trusted: \(trusted), limited: \(limited)")
            }
        }
    }

    @Test(
        "A Host the server was not configured for is refused (DNS rebinding); IP addresses, localhost and configured names pass",
        arguments: [
            ("evil.example", false), ("evil.example:8080", false), ("127.0.0.1:8080", true), ("localhost", true), ("[::1]:8080", true),
            ("baluchon.example.org", true), ("BALUCHON.example.org:443", true), ("127.0.0.1.evil.example", false),
        ])
    func hostCheck(host: String, accepted: Bool) async throws {
        let app = try await TestApp(environment: ["BALUCHON_PUBLIC_HOSTS": "baluchon.example.org"])
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/api/v1/health", method: .get, headers: [HTTPField.Name("Host")!: host]) { response in
                #expect((response.status == .ok) == accepted)
                if !accepted { #expect(Self.errorCode(response) == "unknown_host") }
            }
        }
    }

    @Test("A file reached through a symbolic link in the web folder is not served unless the operator allows it", arguments: [false, true])
    func links(follow: Bool) async throws {
        let app = try await TestApp(environment: follow ? ["BALUCHON_PUBLIC_FOLLOW_LINKS": "true"] : [:])
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID())")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            at: app.publicDirectory.appendingPathComponent("linked.txt"), withDestinationURL: outside.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(at: app.publicDirectory.appendingPathComponent("dir"), withDestinationURL: outside)
        try await app.application.test(.router) { client in
            for path in ["/linked.txt", "/dir/secret.txt"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect((String(buffer: response.body) == "secret") == follow, "\(path)")
                    #expect((response.status == .notFound) == !follow, "\(path)")
                }
            }
            try await client.execute(uri: "/js/app.js", method: .get) { #expect($0.status == .ok) }
        }
    }

    @Test("Heavy work runs one job at a time; past the few that may wait, the server answers 503 server_busy at once")
    func heavyWorkQueue() async throws {
        let work = HeavyWork(waiting: 1)
        let gate = DispatchSemaphore(value: 0)
        let first = Task {
            try await work.run {
                gate.wait(); return 1
            }
        }
        let second = Task {
            try await work.run {
                gate.wait(); return 2
            }
        }
        while work.admittedCount < 2 { await Task.yield() }
        do {
            _ = try await work.run { 3 }
            Issue.record("a third job was admitted")
        } catch {
            #expect(error is ServerBusy)
        }
        gate.signal()
        gate.signal()
        #expect(try await first.value + second.value == 3)
        #expect(try await work.run { 4 } == 4, "room again once the queue has drained")
    }

    @Test("Reading and writing files of places wait in the heavy-work queue: with it full, both answer 503 server_busy, and health still answers")
    func placeFilesQueue() async throws {
        let app = try await TestApp()
        let work = HeavyWork(waiting: 0)
        let gate = DispatchSemaphore(value: 0)
        let held = Task {
            try await work.run {
                gate.wait(); return 0
            }
        }
        while work.admittedCount < 1 { await Task.yield() }
        let list = #"{"title":"Trip","places":[{"name":"Port","latitude":43.735,"longitude":7.421}]}"#
        let gpx = #"<gpx version="1.1" creator="test"><wpt lat="43.735" lon="7.421"><name>Port</name></wpt></gpx>"#
        try await app.application(heavyWork: work).test(.router) { client in
            try await client.execute(uri: "/api/v1/files/export?format=gpx", method: .post, body: ByteBuffer(string: list)) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(Self.errorCode(response) == "server_busy")
            }
            try await client.execute(uri: "/api/v1/files/import?name=trip.gpx", method: .post, body: ByteBuffer(string: gpx)) { response in
                #expect(response.status == .serviceUnavailable)
                #expect(Self.errorCode(response) == "server_busy")
            }
            try await client.execute(uri: "/api/v1/health", method: .get) { #expect($0.status == .ok) }
            gate.signal()
            _ = try await held.value
            try await client.execute(uri: "/api/v1/files/export?format=gpx", method: .post, body: ByteBuffer(string: list)) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("<name>Port</name>"))
            }
            try await client.execute(uri: "/api/v1/files/import?name=trip.gpx", method: .post, body: ByteBuffer(string: gpx)) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains(#""name":"Port""#))
            }
        }
    }
}
