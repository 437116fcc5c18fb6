import BaluchonCore
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonServer

@Suite("Issue 22 items 5, 6, 8 and 18 over HTTP and the room's WebSocket", .timeLimit(.minutes(5)))
struct RoomRoutesHardeningTests {
    /// Opens a room over HTTP (its answer never cached) and answers its code.
    static func openRoom(_ client: some TestClientProtocol) async throws -> String {
        let created = try await client.execute(uri: "/api/v1/rooms", method: .post)
        #expect(created.headers[.cacheControl] == "no-store")
        let json = try JSONSerialization.jsonObject(with: Data(buffer: created.body)) as? [String: Any]
        return try #require(json?["code"] as? String)
    }

    @Test("Room answers are never cached")
    func noStore() async throws {
        let app = try await TestApp()
        try await app.application.test(.router) { client in
            let code = try await Self.openRoom(client)
            for path in ["/api/v1/rooms/\(code)", "/api/v1/rooms/\(code)/export"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl] == "no-store", "\(path)")
            }
        }
    }

    /// Before: about 14,000 guesses a second with no limit.
    @Test("Past 20 codes that lead nowhere, a client's lookups answer 429 rate_limited with Retry-After")
    func guessing() async throws {
        let app = try await TestApp()
        try await app.applicationWithStillLimits.test(.router) { client in
            let code = try await Self.openRoom(client)
            #expect(try await client.execute(uri: "/api/v1/rooms/\(code)", method: .get).status == .ok)
            for guess in 0..<20 {
                #expect(try await client.execute(uri: "/api/v1/rooms/GUESS\(guess)", method: .get).status == .notFound)
            }
            let refused = try await client.execute(uri: "/api/v1/rooms/\(code)", method: .get, headers: [.acceptLanguage: "fr"])
            #expect(refused.status == .tooManyRequests)
            #expect(Int(refused.headers[.retryAfter] ?? "") ?? 0 > 0)
            let error = try #require(
                (try JSONSerialization.jsonObject(with: Data(buffer: refused.body)) as? [String: Any])?["error"] as? [String: Any])
            #expect(error["code"] as? String == "rate_limited")
            #expect((error["message"] as? String)?.hasPrefix("Trop de demandes") == true)
        }
    }

    /// Before: the answer to `1000d25r<23` was about 1 MB. The test rolls `1000d25r<20`: with `r<23`, one roll in
    /// 300 has a die past the 100 rerolls allowed.
    @Test("A solo roll of a large pool answers a few hundred bytes, its total whole")
    func soloPool() async throws {
        let app = try await TestApp()
        try await app.application.test(.router) { client in
            let response = try await client.execute(
                uri: "/api/v1/dice/roll", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"expression":"1000d25r<20"}"#))
            #expect(response.status == .ok)
            #expect(response.body.readableBytes < 2_000, "\(response.body.readableBytes) bytes")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
            let roll = try #require((json["rolls"] as? [[String: Any]])?.first)
            #expect((roll["total"] as? Int ?? 0) >= 20_000)
        }
    }

    @Test("An export over the verify route's limit is a 413 that names that limit, not the usual 64 KB")
    func verifyLimit() async throws {
        let app = try await TestApp()
        try await app.application.test(.router) { client in
            let response = try await client.execute(
                uri: "/api/v1/dice/verify", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(repeating: UInt8(ascii: " "), count: DiceRoutes.exportLimit + 1))
            #expect(response.status == .contentTooLarge)
            #expect(String(buffer: response.body).contains("8192 KB"))
        }
    }

    /// Before: 50 sockets on one player token each had their own budget of 5 messages a second. The
    /// limits' clock stands still here, so the player's budget does not refill while the rolls are sent.
    @Test("One player's messages share one budget across their connections")
    func perPlayer() async throws {
        let app = try await TestApp()
        try await app.applicationWithStillLimits.test(.live) { client in
            let code = try await Self.openRoom(client)
            let port = try #require(client.port)
            let first = RoomClient(port: port, code: code)
            try first.send(["type": "join", "name": "Ana", "colour": "#00aa00"])
            let welcome = try await first.waitFor("welcome") { $0.type == "welcome" }
            let token = try #require((welcome["you"] as? [String: Any])?["token"] as? String)
            var clients = [first]
            for _ in 0..<3 {
                let other = RoomClient(port: port, code: code)
                try other.send(["type": "join", "name": "x", "colour": "#00aa00", "token": token])
                try await other.waitFor("welcome") { $0.type == "welcome" }
                clients.append(other)
            }
            // 4 connections × 6 rolls: within each connection's burst of 10, over the player's.
            for client in clients {
                for index in 0..<6 { try client.send(["type": "roll", "expression": "1d6", "seed": "anaseed\(index)00"]) }
            }
            // Every roll is either rolled (its event reaches the first connection) or refused.
            let deadline = ContinuousClock.now.advanced(by: .seconds(60))
            var tally = (rolled: 0, limited: 0)
            while tally.rolled + tally.limited < 24 && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
                let rolls = first.messages.compactMap { $0.event?["kind"] as? String == "roll" ? $0.event?["sequence"] as? Int : nil }
                tally = (Set(rolls).count, clients.reduce(0) { $0 + $1.messages.filter { $0["code"] as? String == "rate_limited" }.count })
            }
            #expect(tally.rolled + tally.limited == 24)
            #expect(tally.rolled == 10 && tally.limited == 14, "\(tally)")
            for client in clients { await client.disconnect() }
        }
    }

    @Test("Over the socket: a failed roll reaches everyone with its number, a summarised roll comes whole on request, a look-alike name is refused")
    func socketMessages() async throws {
        let app = try await TestApp()
        try await app.application.test(.live) { client in
            let code = try await Self.openRoom(client)
            let port = try #require(client.port)
            let ana = RoomClient(port: port, code: code, language: "fr")
            let bo = RoomClient(port: port, code: code)
            try ana.send(["type": "join", "name": "Ana", "colour": "#00aa00"])
            try await ana.waitFor("welcome") { $0.type == "welcome" }
            try bo.send(["type": "join", "name": "ANA", "colour": "#0000aa"])
            try await bo.waitFor("name taken") { $0["code"] as? String == "name_taken" }
            try bo.send(["type": "join", "name": "Bo", "colour": "#0000aa"])
            try await bo.waitFor("welcome") { $0.type == "welcome" }
            try ana.send(["type": "roll", "expression": "1/(1d1-1)", "seed": "anaseed123"])
            let failed = try await bo.waitFor("failed roll") { $0.event?["failure"] as? String == "division_by_zero" }
            #expect(failed.event?["sequence"] as? Int == 3)
            let error = try await ana.waitFor("error") { $0["code"] as? String == "division_by_zero" }
            #expect(error["message"] as? String == "Le jet divise par zéro.")
            // r<20: with r<23 one roll in about 700 has a die past the 100 rerolls allowed, and fails.
            try ana.send(["type": "roll", "expression": "500d25r<20", "seed": "anaseed123"])
            let pool = try await bo.waitFor("pool") { $0.event?["sequence"] as? Int == 4 }
            let part = try #require(((pool.event?["rolls"] as? [[String: Any]])?.first?["parts"] as? [[String: Any]])?.first)
            #expect((part["dice"] as? [Any])?.isEmpty == true && part["summary"] != nil)
            try bo.send(["type": "details", "sequence": 4])
            let details = try await bo.waitFor("details") { $0.type == "details" }
            let whole = try #require(((details["rolls"] as? [[String: Any]])?.first?["parts"] as? [[String: Any]])?.first)
            #expect((whole["dice"] as? [Any])?.count ?? 0 >= 500)
            await ana.disconnect()
            await bo.disconnect()
        }
    }
}
