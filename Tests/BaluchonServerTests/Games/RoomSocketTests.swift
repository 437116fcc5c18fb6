import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

@testable import BaluchonServer

@Suite("Rooms over a real WebSocket on a random port", .timeLimit(.minutes(5)))
struct RoomSocketTests {
    /// A live server with a new room; every client opened through it is disconnected (bounded) when the body ends.
    final class Room: Sendable {
        let port: Int
        let code: String
        let masterToken: String
        private let clients = Mutex<[RoomClient]>([])

        init(port: Int, code: String, masterToken: String) {
            self.port = port
            self.code = code
            self.masterToken = masterToken
        }

        func connect(code: String? = nil, language: String = "en") -> RoomClient {
            let client = RoomClient(port: port, code: code ?? self.code, language: language)
            clients.withLock { $0.append(client) }
            return client
        }

        func disconnectAll() async {
            for client in clients.withLock({ $0 }) { await client.disconnect() }
        }
    }

    func withRoom(_ body: @Sendable @escaping (Room, any TestClientProtocol) async throws -> Void) async throws {
        let app = try await TestApp()
        try await app.application.test(.live) { client in
            let created = try await client.execute(uri: "/api/v1/rooms", method: .post)
            #expect(created.status == .ok)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(buffer: created.body)) as? [String: Any])
            let room = Room(
                port: try #require(client.port), code: try #require(json["code"] as? String),
                masterToken: try #require(json["masterToken"] as? String))
            do {
                try await body(room, client)
            } catch {
                await room.disconnectAll()
                throw error
            }
            await room.disconnectAll()
        }
    }

    @Test("Two players see each other's rolls, with sequence numbers and who rolled")
    func twoPlayers() async throws {
        try await withRoom { room, _ in
            let master = room.connect()
            let player = room.connect()
            try master.send(["type": "join", "name": "Maud", "colour": "#aa3300", "token": room.masterToken])
            let welcome = try await master.waitFor("the master's welcome") { $0.type == "welcome" }
            #expect((welcome["you"] as? [String: Any])?["master"] as? Bool == true)
            try player.send(["type": "join", "name": "Ilyes", "colour": "#0055ff"])
            try await player.waitFor("the player's welcome") { $0.type == "welcome" }
            try await master.waitFor("the player joining") { $0.event?["kind"] as? String == "joined" && $0.event?["sequence"] as? Int == 2 }

            try player.send(["type": "roll", "expression": "4d6dl1", "seed": "ilyesseed1"])
            let seen = try await master.waitFor("the player's roll") { $0.event?["kind"] as? String == "roll" }
            let event = try #require(seen.event)
            #expect(event["sequence"] as? Int == 3)
            #expect((event["player"] as? [String: Any])?["name"] as? String == "Ilyes")
            let roll = try #require((event["rolls"] as? [[String: Any]])?.first)
            #expect((3...18).contains(roll["total"] as? Int ?? 0))
            try await player.waitFor("its own roll") { $0.event?["sequence"] as? Int == 3 }
        }
    }

    @Test("A secret roll reaches the others without its result")
    func secretRoll() async throws {
        try await withRoom { room, _ in
            let master = room.connect()
            let player = room.connect()
            try master.send(["type": "join", "name": "Maud", "colour": "#aa3300", "token": room.masterToken])
            try await master.waitFor("welcome") { $0.type == "welcome" }
            try player.send(["type": "join", "name": "Ilyes", "colour": "#0055ff"])
            try await player.waitFor("welcome") { $0.type == "welcome" }
            try master.send(["type": "roll", "expression": "1d20", "seed": "masterseed", "visibility": "master"])
            let hidden = try await player.waitFor("the secret roll") { $0.event?["kind"] as? String == "roll" }
            #expect(hidden.event?["hidden"] as? Bool == true)
            #expect(hidden.event?["rolls"] == nil)
            let shown = try await master.waitFor("its own secret roll") { $0.event?["kind"] as? String == "roll" }
            #expect(shown.event?["rolls"] != nil)
        }
    }

    @Test("A dropped phone reconnects with its token and catches up with what it missed")
    func catchUp() async throws {
        try await withRoom { room, _ in
            let stayer = room.connect()
            try stayer.send(["type": "join", "name": "Ana", "colour": "#00aa00"])
            try await stayer.waitFor("welcome") { $0.type == "welcome" }

            let leaver = room.connect()
            try leaver.send(["type": "join", "name": "Bo", "colour": "#0000aa"])
            let welcome = try await leaver.waitFor("welcome") { $0.type == "welcome" }
            let token = try #require((welcome["you"] as? [String: Any])?["token"] as? String)
            await leaver.disconnect()

            try stayer.send(["type": "roll", "expression": "1d6", "seed": "anaseed123"])
            try stayer.send(["type": "roll", "expression": "2d8", "seed": "anaseed456"])
            try await stayer.waitFor("the second roll") { $0.event?["sequence"] as? Int == 4 }

            let back = room.connect()
            try back.send(["type": "join", "token": token, "after": 2])
            let caughtUp = try await back.waitFor("the catch-up") { $0.type == "welcome" }
            let events = try #require(caughtUp["events"] as? [[String: Any]])
            #expect(events.compactMap { $0["sequence"] as? Int } == [3, 4])
            #expect((caughtUp["you"] as? [String: Any])?["name"] as? String == "Bo")
        }
    }

    @Test("Bad messages get a clear error in the phone's language and the connection goes on")
    func badMessages() async throws {
        try await withRoom { room, _ in
            let client = room.connect(language: "fr")
            client.sendRaw("not json")
            let malformed = try await client.waitFor("malformed") { $0["code"] as? String == "malformed_message" }
            #expect(malformed["message"] as? String == "Ce message n’est pas compris.")
            try client.send(["type": "roll", "expression": "1d6", "seed": "anaseed123"])
            try await client.waitFor("not joined") { $0["code"] as? String == "not_joined" }
            client.sendRaw(#"{"type":"join","name":""# + String(repeating: "a", count: 5000) + #""}"#)
            try await client.waitFor("too large") { $0["code"] as? String == "message_too_large" }
            try client.send(["type": "join", "name": "<b>x</b>", "colour": "#00aa00"])
            try await client.waitFor("bad name") { $0["code"] as? String == "invalid_name" }
            try client.send(["type": "join", "name": "Ana", "colour": "#00aa00"])
            try await client.waitFor("welcome") { $0.type == "welcome" }
            try client.send(["type": "roll", "expression": "2d6 + x", "seed": "anaseed123"])
            let invalid = try await client.waitFor("invalid roll") { $0["code"] as? String == "invalid_roll" }
            #expect((invalid["message"] as? String)?.hasPrefix("Colonne 7") == true)
        }
    }

    @Test("A ping is answered with a pong, before and after joining, and spends none of the player's budget")
    func heartbeat() async throws {
        try await withRoom { room, _ in try await Self.pings(in: room) }
    }

    /// Pings before and after joining, then rolls by the same player on another connection.
    static func pings(in room: Room) async throws {
        let watcher = room.connect()
        try watcher.send(["type": "ping"])
        try await watcher.waitFor("a pong before joining") { $0.type == "pong" }
        try watcher.send(["type": "join", "name": "Ana", "colour": "#00aa00"])
        let welcome = try await watcher.waitFor("welcome") { $0.type == "welcome" }
        let token = try #require((welcome["you"] as? [String: Any])?["token"] as? String)
        // The same player on a second phone: its rolls and the first phone's pings share one player budget
        // (a burst of 10) unless pings stay out of it.
        let roller = room.connect()
        try roller.send(["type": "join", "token": token])
        try await roller.waitFor("the second welcome") { $0.type == "welcome" }
        for _ in 0..<8 { try watcher.send(["type": "ping"]) }
        try await Self.waitUntil(9, of: "pong", in: watcher)
        for index in 0..<8 { try roller.send(["type": "roll", "expression": "1d6", "seed": "anaseed12\(index)"]) }
        try await Self.waitUntil(8, of: "roll", in: roller)
        #expect(roller.messages.filter { $0.type == "error" }.isEmpty)
        #expect(watcher.messages.filter { $0.type == "error" }.isEmpty)
    }

    /// Waits at most 20 s until `client` has received `count` messages of type `type` (or events of that kind),
    /// or an error.
    static func waitUntil(_ count: Int, of type: String, in client: RoomClient) async throws {
        let deadline = ContinuousClock.now.advanced(by: .seconds(20))
        while ContinuousClock.now < deadline {
            let messages = client.messages
            if messages.contains(where: { $0.type == "error" }) { return }
            if messages.filter({ $0.type == type || $0.event?["kind"] as? String == type }).count >= count { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw RoomClient.Timeout(waitingFor: "\(count) \(type)", received: [])
    }

    @Test("A flood is rate-limited per connection")
    func flood() async throws {
        try await withRoom { room, _ in
            let client = room.connect()
            for _ in 0..<25 { client.sendRaw("{}") }
            try await client.waitFor("rate limit") { $0["code"] as? String == "rate_limited" }
        }
    }

    @Test("An unknown room answers an error and closes")
    func unknownRoom() async throws {
        try await withRoom { room, _ in
            let client = room.connect(code: "ZZZZZZ")
            try client.send(["type": "join", "name": "Ana", "colour": "#00aa00"])
            try await client.waitFor("unknown room") { $0["code"] as? String == "unknown_room" }
            try await client.waitForClose()
        }
    }

    @Test("Closing reveals the seed and the export verifies")
    func closeAndVerify() async throws {
        try await withRoom { room, client in
            let code = room.code
            let master = room.connect()
            try master.send(["type": "join", "name": "Maud", "colour": "#aa3300", "token": room.masterToken])
            try await master.waitFor("welcome") { $0.type == "welcome" }
            try master.send(["type": "roll", "expression": "3d6!", "seed": "masterseed"])
            try master.send(["type": "roll", "expression": "1d20", "seed": "masterseed", "visibility": "master"])
            try master.send(["type": "close"])
            let closed = try await master.waitFor("closed") { $0.event?["kind"] as? String == "closed" }
            #expect(closed.event?["seed"] is String)
            let response = try await client.execute(uri: "/api/v1/rooms/\(code)/export", method: .get)
            let export = try JSONDecoder().decode(RoomExport.self, from: Data(buffer: response.body))
            #expect(try RoomVerifier.verify(export) == 2)
        }
    }

    @Test("Unknown rooms are a 404 over HTTP too")
    func unknownHTTP() async throws {
        try await withRoom { _, client in
            let response = try await client.execute(uri: "/api/v1/rooms/ZZZZZZ", method: .get, headers: [.acceptLanguage: "fr"])
            #expect(response.status == .notFound)
            #expect(String(buffer: response.body).contains("Il n’y a pas de salle"))
        }
    }
}
