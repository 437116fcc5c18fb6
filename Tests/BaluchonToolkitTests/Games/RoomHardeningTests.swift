import BaluchonCore
import BaluchonStore
import Foundation
import Testing

@testable import BaluchonToolkit

@Suite("Issue 22 items 5, 6, 15 and 18: room sizes, codes, sweeping, names and scores")
struct RoomHardeningTests {
    func room(limits: RoomLimits = RoomLimits()) async throws -> (RoomService, GameRoom, RoomPlayer) {
        let service = RoomService(store: try SQLiteStore.inMemory(), limits: limits)
        let room = try await service.create()
        let (_, master) = try await service.join(room.code, name: "Maud", colour: "#aa3300", token: room.masterToken)
        return (service, room, master)
    }

    @Test(
        "A name that reads like one already in the room is refused",
        arguments: ["Maud", "maud", "MAUD", "Maüd", "Mâud", "Ma\u{0308}ud", "Ｍａｕｄ", "Ma ud", "Ma\u{00A0}ud", "M\u{0430}ud", "Ma-ud"])
    func lookAlikeNames(name: String) async throws {
        let (service, room, _) = try await room()
        let clean = try RoomRules.checkedName(name)
        await #expect(throws: RoomError.nameTaken(name: clean)) {
            try await service.join(room.code, name: name, colour: "#123456", token: nil)
        }
    }

    @Test("The game master's name is checked too, and different names still pass")
    func masterName() async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        _ = try await service.join(room.code, name: "Zoé", colour: "#123456", token: nil)
        await #expect(throws: RoomError.nameTaken(name: "ZOE")) {
            try await service.join(room.code, name: "ZOE", colour: "#aa3300", token: room.masterToken)
        }
        let (_, master) = try await service.join(room.code, name: "Zoë Martin", colour: "#aa3300", token: room.masterToken)
        #expect(master.master)
        _ = try await service.join(room.code, name: "Zora", colour: "#654321", token: nil)
    }

    @Test("A player marks their own score; only the game master changes another's")
    func scores() async throws {
        let (service, room, master) = try await room()
        let (_, ana) = try await service.join(room.code, name: "Ana", colour: "#00aa00", token: nil)
        let (_, bo) = try await service.join(room.code, name: "Bo", colour: "#0000aa", token: nil)
        _ = try await service.party(room.code, player: ana.id, request: .score(player: ana.id, delta: 2), playerSeed: "anaseed123")
        _ = try await service.party(room.code, player: master.id, request: .score(player: bo.id, delta: 1), playerSeed: "maudseed01")
        await #expect(throws: RoomError.notMaster) {
            try await service.party(room.code, player: ana.id, request: .score(player: bo.id, delta: -5), playerSeed: "anaseed123")
        }
    }

    /// Before: the event of `1000d25r<23` took about 1 MB (every one of its ~10,000 dice listed). The test rolls
    /// `1000d25r<20` (about 4,000 dice): with `r<23`, one roll in 300 has a die past the 100 rerolls allowed.
    @Test("An 11-character roll makes a small event; the whole roll comes on request and the export still verifies")
    func largePool() async throws {
        let (service, room, master) = try await room()
        let event = try await service.roll(room.code, player: master.id, expression: "1000d25r<20", playerSeed: "maudseed01")
        let size = try JSONEncoder().encode(event).count
        #expect(size < 2_000, "event of \(size) bytes")
        let part = try #require(event.rolls?.first?.parts.first)
        #expect(part.dice.isEmpty)
        let summary = try #require(part.summary)
        #expect(summary.kept == 1_000 && summary.dice == summary.kept + summary.rerolled)
        let whole = try await service.details(room.code, player: master.id, sequence: event.sequence)
        #expect(whole[0].parts[0].dice.count == summary.dice)
        #expect(whole.listed() == event.rolls)
        await #expect(throws: RoomError.unknownRoll(sequence: 1)) { try await service.details(room.code, player: master.id, sequence: 1) }
        _ = try await service.close(room.code, player: master.id)
        var export = RoomExport(room: try await service.room(room.code))
        #expect(try RoomVerifier.verify(export) == 1)
        export.rolls[0].rolls[0].parts[0].summary?.highest = 26
        #expect(throws: RoomVerificationError.self) { try RoomVerifier.verify(export) }
    }

    @Test("A room's saved events are capped in bytes: past the cap, rolls are refused with room_full")
    func roomSize() async throws {
        var limits = RoomLimits()
        limits.eventBytes = 60_000
        let (service, room, master) = try await room(limits: limits)
        var refused: (any Error)?
        for index in 0..<200 where refused == nil {
            do {
                _ = try await service.roll(room.code, player: master.id, expression: "20x 5d6", playerSeed: "maudseed\(index)")
            } catch {
                refused = error
            }
        }
        #expect(refused as? RoomError == .tooLarge(limit: 60_000))
        #expect((refused as? RoomError)?.code == .roomFull)
        #expect(try await service.room(room.code).eventBytes <= 60_000)
        // Closing is always possible, so that a full room can still be checked.
        _ = try await service.close(room.code, player: master.id)
    }

    @Test("New codes have ten characters; a room opened with a six-character code is still found")
    func codes() async throws {
        let store = try SQLiteStore.inMemory()
        let service = RoomService(store: store)
        let room = try await service.create()
        #expect(room.code.count == 10 && room.code.allSatisfy { RoomService.alphabet.contains($0) })
        let typed = room.code.lowercased().prefix(5) + "-" + room.code.suffix(5)
        #expect(try await service.room(String(typed)).code == room.code)
        var old = room
        old.code = "K7QX2M"
        try await store.createRoom(code: old.code, state: try JSONEncoder().encode(old), lastActivity: Date())
        #expect(try await RoomService(store: store).room("k7qx-2m").code == "K7QX2M")
    }

    @Test("The sweep forgets expired rooms in batches, longest idle first, and keeps rooms in play")
    func sweep() async throws {
        let clock = TestClock()
        let service = RoomService(store: try SQLiteStore.inMemory(), now: { clock.now })
        for _ in 0..<1_200 { _ = try await service.create() }
        clock.advance(by: 23 * 3600)
        let live = try await service.create()
        clock.advance(by: 2 * 3600)
        #expect(try await service.expire(batch: 500) == 1_200)
        #expect(try await service.room(live.code).code == live.code)
        #expect(try await service.expire(batch: 500) == 0)
    }
}
