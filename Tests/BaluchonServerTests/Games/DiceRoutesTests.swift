import BaluchonStore
import BaluchonToolkit
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonServer

@Suite("POST /api/v1/dice/roll and /api/v1/dice/verify")
struct DiceRoutesTests {
    func post(_ body: String, to path: String = "roll", language: String = "en") async throws -> (HTTPResponse.Status, [String: Any]) {
        let app = try await TestApp()
        return try await app.application.test(.router) { client in
            let response = try await client.execute(
                uri: "/api/v1/dice/\(path)", method: .post, headers: [.contentType: "application/json", .acceptLanguage: language],
                body: ByteBuffer(string: body))
            let json = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any] ?? [:]
            return (response.status, json)
        }
    }

    @Test("A roll answers the canonical expression, every die and the total")
    func roll() async throws {
        let (status, json) = try await post(#"{"expression":"4d6dl1"}"#)
        #expect(status == .ok)
        #expect(json["expression"] as? String == "4d6dl1")
        let rolls = try #require(json["rolls"] as? [[String: Any]])
        let roll = try #require(rolls.first)
        let dice = try #require((roll["parts"] as? [[String: Any]])?.first?["dice"] as? [[String: Any]])
        #expect(dice.count == 4)
        #expect(dice.filter { $0["kept"] as? Bool == false }.count == 1)
        let kept = dice.filter { $0["kept"] as? Bool == true }.compactMap { $0["value"] as? Int }.reduce(0, +)
        #expect(roll["total"] as? Int == kept)
    }

    @Test("Repetition answers one roll each")
    func repetition() async throws {
        let (_, json) = try await post(#"{"expression":"6x 4d6dl1"}"#)
        #expect((json["rolls"] as? [Any])?.count == 6)
    }

    @Test("A malformed roll is a 400 pointing at the column, in French when asked")
    func malformed() async throws {
        let (status, json) = try await post(#"{"expression":"2d6 + x"}"#, language: "fr")
        #expect(status == .badRequest)
        let error = try #require(json["error"] as? [String: Any])
        #expect(error["code"] as? String == "invalid_roll")
        #expect(error["message"] as? String == "Colonne 7 : un nombre, des dés ou « ( » attendu, « x » trouvé.")
    }

    @Test("An absurd size is refused with 413, not rolled")
    func absurd() async throws {
        let (status, json) = try await post(#"{"expression":"1000000d1000000"}"#)
        #expect(status == .contentTooLarge)
        #expect((json["error"] as? [String: Any])?["code"] as? String == "too_many_dice")
    }

    @Test("A body without an expression is a clear 400")
    func missing() async throws {
        let (status, json) = try await post(#"{"dice":"1d6"}"#)
        #expect(status == .badRequest)
        #expect((json["error"] as? [String: Any])?["code"] as? String == "malformed_json")
    }

    /// The export of a closed room where a repeated roll was made.
    func closedRoomExport() async throws -> RoomExport {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let (_, master) = try await service.join(room.code, name: "Maud", colour: "#aa3300", token: room.masterToken)
        _ = try await service.roll(room.code, player: master.id, expression: "1d20+5 [attack]", playerSeed: "maudseed01")
        _ = try await service.roll(room.code, player: master.id, expression: "3x 4d6dl1", playerSeed: "maudseed01")
        _ = try await service.close(room.code, player: master.id)
        return RoomExport(room: try await service.room(room.code))
    }

    func body(_ export: RoomExport) throws -> String {
        String(decoding: try JSONEncoder().encode(export), as: UTF8.self)
    }

    @Test("A closed room's export verifies: the page's verify button gets what the CLI says")
    func verify() async throws {
        let export = try await closedRoomExport()
        let (status, json) = try await post(try body(export), to: "verify")
        #expect(status == .ok)
        #expect(json["rolls"] as? Int == 2)
        #expect(json["code"] as? String == export.code)
    }

    @Test("A tampered export is a 400 naming the roll, in French when asked")
    func tampered() async throws {
        var export = try await closedRoomExport()
        export.rolls[1].rolls[2].total += 1
        let (status, json) = try await post(try body(export), to: "verify", language: "fr")
        #expect(status == .badRequest)
        let error = try #require(json["error"] as? [String: Any])
        #expect(error["code"] as? String == "roll_mismatch")
        #expect((error["message"] as? String)?.hasPrefix("Le jet n° \(export.rolls[1].sequence) ne correspond pas") == true)
    }

    @Test("Something other than an export is a clear 400")
    func notAnExport() async throws {
        let (status, json) = try await post(#"{"expression":"1d6"}"#, to: "verify")
        #expect(status == .badRequest)
        #expect((json["error"] as? [String: Any])?["code"] as? String == "malformed_json")
    }
}
