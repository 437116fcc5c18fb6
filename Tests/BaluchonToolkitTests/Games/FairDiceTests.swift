import BaluchonCore
import BaluchonStore
import Crypto
import Foundation
import Testing

@testable import BaluchonToolkit

@Suite("Provably fair room dice: commit, roll from HMAC, reveal, verify")
struct FairDiceTests {
    let seed = [UInt8](hex: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff")!

    @Test("The commitment is the SHA-256 of the seed")
    func commitment() {
        #expect(FairDice.commitment(to: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("The first word of a roll is the first 8 bytes of HMAC-SHA256(seed, \"sequence:playerSeed:0\")")
    func words() {
        var dice = FairDice(seed: seed, sequence: 3, playerSeed: "alice1234")
        let mac = Array(HMAC<Crypto.SHA256>.authenticationCode(for: Data("3:alice1234:0".utf8), using: SymmetricKey(data: seed)))
        let expected = mac[0..<8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        #expect(dice.next() == expected)
    }

    @Test("The same seed, number and player seed give the same roll; another player seed gives another stream")
    func deterministic() throws {
        let first = try FairDice.roll("10d20", seed: seed, sequence: 1, playerSeed: "alice1234")
        let again = try FairDice.roll("10d20", seed: seed, sequence: 1, playerSeed: "alice1234")
        let other = try FairDice.roll("10d20", seed: seed, sequence: 1, playerSeed: "bob56789")
        let next = try FairDice.roll("10d20", seed: seed, sequence: 2, playerSeed: "alice1234")
        #expect(first == again)
        #expect(first[0].parts[0].dice.map(\.value) != other[0].parts[0].dice.map(\.value))
        #expect(first[0].parts[0].dice.map(\.value) != next[0].parts[0].dice.map(\.value))
    }

    @Test("Room dice pass χ² at α = 10⁻⁶ over 60,000 d6")
    func fair() throws {
        var dice = FairDice(seed: seed, sequence: 1, playerSeed: "chisquare")
        var counts = Array(repeating: 0, count: 6)
        for _ in 0..<60_000 { counts[dice.face(in: 1...6) - 1] += 1 }
        let statistic = counts.reduce(0.0) { $0 + pow(Double($1) - 10_000, 2) / 10_000 }
        #expect(statistic < 35.888)
    }

    func closedRoom() async throws -> (RoomService, RoomExport) {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let (_, master) = try await service.join(room.code, name: "Maud", colour: "#aa3300", token: room.masterToken)
        let (_, player) = try await service.join(room.code, name: "Ilyes", colour: "#0055ff", token: nil)
        _ = try await service.roll(room.code, player: player.id, expression: "4d6dl1", playerSeed: "ilyesseed1")
        _ = try await service.roll(room.code, player: master.id, expression: "1d20+5 [attack]", playerSeed: "maudseed01", visibility: .master)
        _ = try await service.roll(room.code, player: player.id, expression: "8d10>=8f1", playerSeed: "ilyesseed2")
        _ = try await service.close(room.code, player: master.id)
        return (service, RoomExport(room: try await service.room(room.code)))
    }

    @Test("A closed room's export verifies, secret rolls included")
    func verifies() async throws {
        let (_, export) = try await closedRoom()
        #expect(export.seed != nil)
        #expect(try RoomVerifier.verify(export) == 3)
    }

    @Test("A tampered total fails verification, naming the roll")
    func tamperedTotal() async throws {
        var (_, export) = try await closedRoom()
        export.rolls[1].rolls[0].total += 1
        let tampered = export.rolls[1]
        #expect(
            throws: RoomVerificationError.rollMismatch(
                sequence: tampered.sequence, recorded: [tampered.rolls[0].total], recomputed: [tampered.rolls[0].total - 1])
        ) {
            try RoomVerifier.verify(export)
        }
    }

    @Test("A changed die, expression or player seed fails verification")
    func tamperedDie() async throws {
        let (_, original) = try await closedRoom()
        var die = original
        die.rolls[0].rolls[0].parts[0].dice[0].value = die.rolls[0].rolls[0].parts[0].dice[0].value % 6 + 1
        #expect(throws: RoomVerificationError.self) { try RoomVerifier.verify(die) }
        var expression = original
        expression.rolls[2].expression = "8d10>=7f1"
        #expect(throws: RoomVerificationError.self) { try RoomVerifier.verify(expression) }
        // On the 8d10 roll: another seed gives the same ten-sided dice once in 10⁸ (on the 4d6, once in 1,296 runs).
        var playerSeed = original
        playerSeed.rolls[2].playerSeed = "someoneelse"
        #expect(throws: RoomVerificationError.self) { try RoomVerifier.verify(playerSeed) }
    }

    @Test("A repeated roll (6x 4d6dl1) rolls every repetition; verification checks each, and a dropped one fails")
    func repetitions() async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let (_, master) = try await service.join(room.code, name: "Maud", colour: "#aa3300", token: room.masterToken)
        let event = try await service.roll(room.code, player: master.id, expression: "6x 4d6dl1", playerSeed: "maudseed01")
        let rolls = try #require(event.rolls)
        #expect(rolls.count == 6)
        for roll in rolls {
            #expect(roll.parts.count == 1)
            #expect(roll.parts[0].dice.count == 4)
            #expect(roll.parts[0].dice.filter(\.kept).count == 3)
            #expect(roll.total == roll.parts[0].dice.filter(\.kept).reduce(0) { $0 + $1.value })
        }
        #expect(Set(rolls.map { $0.parts[0].dice.map(\.value) }).count > 1)
        _ = try await service.close(room.code, player: master.id)
        let export = RoomExport(room: try await service.room(room.code))
        #expect(try RoomVerifier.verify(export) == 1)
        var changed = export
        changed.rolls[0].rolls[4].parts[0].dice[1].value = changed.rolls[0].rolls[4].parts[0].dice[1].value % 6 + 1
        #expect(throws: RoomVerificationError.self) { try RoomVerifier.verify(changed) }
        var dropped = export
        dropped.rolls[0].rolls.removeLast()
        #expect(
            throws: RoomVerificationError.rollMismatch(
                sequence: event.sequence, recorded: rolls.dropLast().map(\.total), recomputed: rolls.map(\.total))
        ) { try RoomVerifier.verify(dropped) }
    }

    @Test("A seed other than the committed one fails verification")
    func wrongSeed() async throws {
        var (_, export) = try await closedRoom()
        export.seed = String(repeating: "ab", count: 32)
        #expect(throws: RoomVerificationError.commitmentMismatch) { try RoomVerifier.verify(export) }
    }

    @Test("An open room's export holds no seed and cannot be verified yet")
    func openRoom() async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let export = RoomExport(room: room)
        #expect(export.seed == nil)
        #expect(throws: RoomVerificationError.seedNotRevealed) { try RoomVerifier.verify(export) }
    }
}
