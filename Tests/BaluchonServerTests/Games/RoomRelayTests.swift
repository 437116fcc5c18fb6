import BaluchonStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonServer

@Suite("Rooms across two instances sharing PostgreSQL", .timeLimit(.minutes(5)))
struct RoomRelayTests {
    static let url = ProcessInfo.processInfo.environment["BALUCHON_TEST_DATABASE_URL"]

    @Test(
        "Each roll reaches the phones of the other instance, once each and in order",
        .enabled(if: url != nil, "set BALUCHON_TEST_DATABASE_URL to run (scripts/pg-test-server.sh starts a server)"))
    func acrossInstances() async throws {
        let location = try PostgresLocation(url: try #require(Self.url))
        let first = try await TestApp(store: try await PostgresStore.open(location, logger: .silent))
        let second = try await TestApp(store: try await PostgresStore.open(location, logger: .silent))
        try await first.application.test(.live) { one in
            try await second.application.test(.live) { two in
                let created = try await one.execute(uri: "/api/v1/rooms", method: .post)
                let json = try #require(try JSONSerialization.jsonObject(with: Data(buffer: created.body)) as? [String: Any])
                let code = try #require(json["code"] as? String)
                let master = RoomClient(port: try #require(one.port), code: code)
                let player = RoomClient(port: try #require(two.port), code: code)
                do {
                    try await Self.play(master: master, player: player, masterToken: try #require(json["masterToken"] as? String))
                } catch {
                    await master.disconnect()
                    await player.disconnect()
                    throw error
                }
                await master.disconnect()
                await player.disconnect()
            }
        }
    }

    /// The master (first instance) and the player (second) take turns rolling.
    static func play(master: RoomClient, player: RoomClient, masterToken: String) async throws {
        try master.send(["type": "join", "name": "Maud", "colour": "#aa3300", "token": masterToken])
        try await master.waitFor("the master's welcome") { $0["type"] as? String == "welcome" }
        try player.send(["type": "join", "name": "Ilyes", "colour": "#0055ff"])
        try await player.waitFor("the player's welcome") { $0["type"] as? String == "welcome" }
        try await master.waitFor("the player joining on the other instance") { Self.sequence(of: $0) == 2 }
        for turn in 0..<3 {
            try (turn == 1 ? player : master).send(["type": "roll", "expression": "1d6+\(turn)", "seed": "relayseed\(turn)"])
            for phone in [master, player] {
                try await phone.waitFor("roll \(turn + 3) on both instances") { Self.sequence(of: $0) == turn + 3 }
            }
        }
        try master.send(["type": "roll", "expression": "1d4", "seed": "relayseed9"])
        try await player.waitFor("the last roll") { Self.sequence(of: $0) == 6 }
        let received = player.messages.compactMap(Self.sequence(of:))
        #expect(received == [3, 4, 5, 6], "each event once, in order (the join of event 2 came in the welcome)")
    }

    static func sequence(of message: [String: Any]) -> Int? {
        guard message["type"] as? String == "event" else { return nil }
        return (message["event"] as? [String: Any])?["sequence"] as? Int
    }
}
