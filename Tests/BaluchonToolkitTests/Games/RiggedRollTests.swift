import BaluchonCore
import BaluchonStore
import Foundation
import Testing

@testable import BaluchonToolkit

@Suite("Issue 22 item 3: a failed roll takes its number, so probing seeds cannot rig the next die")
struct RiggedRollTests {
    /// The attack: `1/(1d20-20)` fails only when the d20 shows 20, so a player probes seeds until one
    /// fails, then rolls `1d20` with that seed hoping for the same number. Before the fix the failure
    /// took no number and every follow-up was a natural 20.
    @Test("Probing with 1/(1d20-20) then rolling 1d20 with the failing seed gives no string of natural 20s")
    func probeThenRoll() async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let (_, master) = try await service.join(room.code, name: "Maud", colour: "#aa3300", token: room.masterToken)
        let (_, cheat) = try await service.join(room.code, name: "Cheat", colour: "#0055ff", token: nil)
        var twenties = 0
        var attempts = 0
        var probe = 0
        while attempts < 10 && probe < 600 {
            probe += 1
            let seed = "probe\(probe)seed"
            let before = try await service.room(room.code).lastSequence
            do {
                _ = try await service.roll(room.code, player: cheat.id, expression: "1/(1d20-20)", playerSeed: seed)
            } catch let failure as RecordedRollFailure {
                #expect(failure.error == .divisionByZero)
                #expect(failure.event.sequence == before + 1, "the failed roll took the next number")
                #expect(failure.event.failure == "division_by_zero" && failure.event.rolls == nil)
                let roll = try await service.roll(room.code, player: cheat.id, expression: "1d20", playerSeed: seed)
                #expect(roll.sequence == before + 2)
                attempts += 1
                if roll.rolls?.first?.total == 20 { twenties += 1 }
            }
        }
        #expect(attempts == 10)
        // A fair d20 shows ten 20s in a row once in 10¹³ tries; the rigged one did every time.
        #expect(twenties < 10)
        _ = try await service.close(room.code, player: master.id)
        let export = RoomExport(room: try await service.room(room.code))
        #expect(export.rolls.filter { $0.failure != nil }.count == 10)
        #expect(try RoomVerifier.verify(export) == export.rolls.count)
    }

    @Test("A mistake in the notation draws no die and takes no number")
    func notationTakesNoNumber() async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let (_, ana) = try await service.join(room.code, name: "Ana", colour: "#00aa00", token: nil)
        await #expect(throws: DiceError.self) { try await service.roll(room.code, player: ana.id, expression: "1d", playerSeed: "anaseed123") }
        #expect(try await service.room(room.code).lastSequence == 1)
    }

    @Test("An export whose failure was removed, added or changed does not verify")
    func tamperedFailure() async throws {
        let service = RoomService(store: try SQLiteStore.inMemory())
        let room = try await service.create()
        let (_, master) = try await service.join(room.code, name: "Maud", colour: "#aa3300", token: room.masterToken)
        // 1/(1d1-1) always divides by zero; 1d6 never fails.
        _ = try? await service.roll(room.code, player: master.id, expression: "1/(1d1-1)", playerSeed: "maudseed01")
        _ = try await service.roll(room.code, player: master.id, expression: "1d6", playerSeed: "maudseed02")
        _ = try await service.close(room.code, player: master.id)
        let export = RoomExport(room: try await service.room(room.code))
        #expect(export.rolls.map(\.failure) == ["division_by_zero", nil])
        #expect(try RoomVerifier.verify(export) == 2)
        var removed = export
        removed.rolls[0].failure = nil
        #expect(throws: RoomVerificationError.failureMismatch(sequence: 2, recorded: nil, found: "division_by_zero")) {
            try RoomVerifier.verify(removed)
        }
        var added = export
        added.rolls[1].failure = "division_by_zero"
        #expect(throws: RoomVerificationError.failureMismatch(sequence: 3, recorded: "division_by_zero", found: nil)) {
            try RoomVerifier.verify(added)
        }
        var changed = export
        changed.rolls[0].failure = "number_too_large"
        #expect(throws: RoomVerificationError.self) { try RoomVerifier.verify(changed) }
    }
}
