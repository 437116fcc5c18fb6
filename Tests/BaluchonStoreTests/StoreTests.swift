import Foundation
import GRDB
import Testing

@testable import BaluchonStore

@Suite("SQLite store")
struct StoreTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func cacheEntriesSurviveReopening() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let entry = CacheEntry(key: "rates:EUR", value: Data("{}".utf8), source: "ecb", fetchedAt: now, expiresAt: now + 60)
        do {
            let store = try Store.open(directory: directory)
            try await store.saveCacheEntry(entry)
        }
        let reopened = try Store.open(directory: directory)
        #expect(try await reopened.cacheEntry(forKey: "rates:EUR") == entry)
    }

    @Test func savingTheSameKeyReplacesTheEntry() async throws {
        let store = try Store.inMemory()
        try await store.saveCacheEntry(CacheEntry(key: "k", value: Data("1".utf8), source: "a", fetchedAt: now, expiresAt: now + 1))
        try await store.saveCacheEntry(CacheEntry(key: "k", value: Data("2".utf8), source: "b", fetchedAt: now, expiresAt: now + 2))
        let entry = try await store.cacheEntry(forKey: "k")
        #expect(entry?.value == Data("2".utf8))
        #expect(entry?.source == "b")
    }

    @Test func purgeRemovesOnlyExpiredEntries() async throws {
        let store = try Store.inMemory()
        try await store.saveCacheEntry(CacheEntry(key: "old", value: Data(), source: "a", fetchedAt: now - 100, expiresAt: now - 10))
        try await store.saveCacheEntry(CacheEntry(key: "new", value: Data(), source: "a", fetchedAt: now, expiresAt: now + 10))
        #expect(try await store.purgeCache(expiredBefore: now) == 1)
        #expect(try await store.cacheEntry(forKey: "old") == nil)
        #expect(try await store.cacheEntry(forKey: "new") != nil)
    }

    @Test func countsCallsPerProviderAndDay() async throws {
        let store = try Store.inMemory()
        try await store.recordCall(provider: "fixer", day: "2026-11-20")
        try await store.recordCall(provider: "fixer", day: "2026-11-21")
        #expect(try await store.recordCall(provider: "fixer", day: "2026-11-21") == 2)
        #expect(try await store.providerRecord(provider: "fixer", day: "2026-11-21").callsToday == 2)
        #expect(try await store.providerRecord(provider: "ecb", day: "2026-11-21").callsToday == 0)
    }

    @Test func remembersLastSuccessAndLastError() async throws {
        let store = try Store.inMemory()
        try await store.recordSuccess(provider: "ecb", at: now)
        try await store.recordFailure(provider: "ecb", at: now + 5, message: "timed out")
        let record = try await store.providerRecord(provider: "ecb", day: "2026-11-21")
        #expect(record.lastSuccess == now)
        #expect(record.lastErrorAt == now + 5)
        #expect(record.lastErrorMessage == "timed out")
    }
}

@Suite("Game rooms in the store")
struct StoreRoomsTests {
    @Test("A room comes back with its state and its events in order, each its own row; a state saved late is not kept")
    func events() async throws {
        let store = try Store.inMemory()
        let now = Date()
        try await store.createRoom(code: "ABC234", state: Data("s0".utf8), lastActivity: now)
        try await store.appendRoomEvent(code: "ABC234", sequence: 2, event: Data("e2".utf8), lastActivity: now, state: Data("s2".utf8))
        try await store.appendRoomEvent(code: "ABC234", sequence: 3, event: Data("e3".utf8), lastActivity: now)
        try await store.appendRoomEvent(code: "ABC234", sequence: 1, event: Data("e1".utf8), lastActivity: now, state: Data("s1".utf8))
        let room = try #require(try await store.room(code: "ABC234"))
        #expect(room == StoredRoom(state: Data("s2".utf8), events: ["e1", "e2", "e3"].map { Data($0.utf8) }))
        await #expect(throws: (any Error).self) {
            try await store.appendRoomEvent(code: "ABC234", sequence: 2, event: Data("again".utf8), lastActivity: now)
        }
    }

    @Test("Idle rooms are deleted with their events")
    func expiry() async throws {
        let store = try Store.inMemory()
        let now = Date()
        try await store.createRoom(code: "OLD234", state: Data("old".utf8), lastActivity: now.addingTimeInterval(-90_000))
        try await store.appendRoomEvent(code: "OLD234", sequence: 1, event: Data("e1".utf8), lastActivity: now.addingTimeInterval(-90_000))
        try await store.createRoom(code: "NEW234", state: Data("new".utf8), lastActivity: now.addingTimeInterval(-90_000))
        try await store.appendRoomEvent(code: "NEW234", sequence: 1, event: Data("e1".utf8), lastActivity: now)
        #expect(try await store.deleteRooms(inactiveBefore: now.addingTimeInterval(-86_400)) == 1)
        #expect(try await store.room(code: "OLD234") == nil)
        #expect(try await store.room(code: "NEW234")?.events.count == 1)
        // The old room's events went with it: its code can be used again from sequence 1.
        try await store.createRoom(code: "OLD234", state: Data("reborn".utf8), lastActivity: now)
        try await store.appendRoomEvent(code: "OLD234", sequence: 1, event: Data("e1".utf8), lastActivity: now)
    }

    @Test("Rooms saved whole before v4 keep their events, each moved to its own row")
    func migration() async throws {
        let queue = try DatabaseQueue()
        try Store.migrator.migrate(queue, upTo: "v3: game rooms")
        let saved = #"{"code":"ABC234","closed":false,"events":[{"sequence":1,"kind":"joined"},{"sequence":2,"kind":"roll","at":1.5}],"players":[]}"#
        try await queue.write { db in
            try db.execute(
                sql: "INSERT INTO gameRoom (code, state, version, lastActivity) VALUES ('ABC234', ?, 2, ?)", arguments: [Data(saved.utf8), Date()])
        }
        let store = try Store(writer: queue)
        let room = try #require(try await store.room(code: "ABC234"))
        #expect(String(decoding: room.state, as: UTF8.self) == #"{"code":"ABC234","closed":false,"players":[]}"#)
        #expect(
            room.events.map { String(decoding: $0, as: UTF8.self) } == [
                #"{"sequence":1,"kind":"joined"}"#, #"{"sequence":2,"kind":"roll","at":1.5}"#,
            ])
    }

    @Test("Rolls saved with one `roll` before v5 have it as the only one of `rolls`")
    func rollsMigration() async throws {
        let queue = try DatabaseQueue()
        try Store.migrator.migrate(queue, upTo: "v4: game room events, one row each")
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO gameRoom (code, state, version, lastActivity) VALUES ('ABC234', x'7b7d', 1, ?)", arguments: [Date()])
            for (sequence, event) in [#"{"sequence":1,"kind":"joined"}"#, #"{"sequence":2,"roll":{"total":5,"parts":[]},"kind":"roll"}"#].enumerated()
            {
                try db.execute(
                    sql: "INSERT INTO gameRoomEvent (code, sequence, event) VALUES ('ABC234', ?, ?)", arguments: [sequence + 1, Data(event.utf8)])
            }
        }
        let store = try Store(writer: queue)
        let room = try #require(try await store.room(code: "ABC234"))
        #expect(
            room.events.map { String(decoding: $0, as: UTF8.self) } == [
                #"{"sequence":1,"kind":"joined"}"#, #"{"sequence":2,"kind":"roll","rolls":[{"total":5,"parts":[]}]}"#,
            ])
    }
}
