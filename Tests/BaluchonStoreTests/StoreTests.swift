import BaluchonCore
import Foundation
import GRDB
import Testing

@testable import BaluchonStore

@Suite("Store: cache and provider usage")
struct StoreTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(arguments: StoreBackend.allCases)
    func cacheEntriesSurviveReopening(_ backend: StoreBackend) async throws {
        let place = try backend.makePlace()
        defer { place.remove() }
        let entry = CacheEntry(key: "rates:EUR", value: Data("{}".utf8), source: "ecb", fetchedAt: now, expiresAt: now + 60)
        do {
            let store = try await place.open()
            try await store.saveCacheEntry(entry)
        }
        let reopened = try await place.open()
        #expect(try await reopened.cacheEntry(forKey: "rates:EUR") == entry)
    }

    @Test(arguments: StoreBackend.allCases)
    func savingTheSameKeyReplacesTheEntry(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        try await store.saveCacheEntry(CacheEntry(key: "k", value: Data("1".utf8), source: "a", fetchedAt: now, expiresAt: now + 1))
        try await store.saveCacheEntry(CacheEntry(key: "k", value: Data("2".utf8), source: "b", fetchedAt: now, expiresAt: now + 2))
        let entry = try await store.cacheEntry(forKey: "k")
        #expect(entry?.value == Data("2".utf8))
        #expect(entry?.source == "b")
    }

    @Test(arguments: StoreBackend.allCases)
    func purgeRemovesOnlyExpiredEntries(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        try await store.saveCacheEntry(CacheEntry(key: "old", value: Data(), source: "a", fetchedAt: now - 100, expiresAt: now - 10))
        try await store.saveCacheEntry(CacheEntry(key: "new", value: Data(), source: "a", fetchedAt: now, expiresAt: now + 10))
        #expect(try await store.purgeCache(expiredBefore: now) == 1)
        #expect(try await store.cacheEntry(forKey: "old") == nil)
        #expect(try await store.cacheEntry(forKey: "new") != nil)
    }

    @Test(arguments: StoreBackend.allCases)
    func countsCallsPerProviderAndDay(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        try await store.recordCall(provider: "fixer", day: "2026-11-20")
        try await store.recordCall(provider: "fixer", day: "2026-11-21")
        #expect(try await store.recordCall(provider: "fixer", day: "2026-11-21") == 2)
        #expect(try await store.providerRecord(provider: "fixer", day: "2026-11-21").callsToday == 2)
        #expect(try await store.providerRecord(provider: "ecb", day: "2026-11-21") == ProviderRecord(provider: "ecb"))
    }

    @Test("Calls counted at once from many tasks are all counted", arguments: StoreBackend.allCases)
    func concurrentCalls(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        let totals = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<20 { group.addTask { try await store.recordCall(provider: "nominatim", day: "2026-11-21") } }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(totals.sorted() == Array(1...20))
    }

    @Test(arguments: StoreBackend.allCases)
    func remembersLastSuccessAndLastError(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        try await store.recordSuccess(provider: "ecb", at: now)
        try await store.recordFailure(provider: "ecb", at: now + 5, message: "timed out")
        let record = try await store.providerRecord(provider: "ecb", day: "2026-11-21")
        #expect(record.lastSuccess == now)
        #expect(record.lastErrorAt == now + 5)
        #expect(record.lastErrorMessage == "timed out")
        #expect(record.callsToday == 0)
    }

    @Test("Characters spent at once from many tasks never overrun the day's budget, and calls are counted apart", arguments: StoreBackend.allCases)
    func characterBudget(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        let taken = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<20 { group.addTask { try await store.spendCharacters(provider: "deepl", day: "2026-11-21", count: 300, budget: 1_000) } }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(taken.filter { $0 }.count == 3)
        #expect(try await store.spendCharacters(provider: "deepl", day: "2026-11-21", count: 100, budget: 1_000))
        #expect(try await store.spendCharacters(provider: "deepl", day: "2026-11-21", count: 1, budget: 1_000) == false)
        #expect(try await store.spendCharacters(provider: "deepl", day: "2026-11-22", count: 1_000, budget: 1_000))
        #expect(try await store.spendCharacters(provider: "google", day: "2026-11-21", count: 1, budget: 0) == false)
        try await store.recordCall(provider: "deepl", day: "2026-11-21")
        let record = try await store.providerRecord(provider: "deepl", day: "2026-11-21")
        #expect(record.charactersToday == 1_000 && record.callsToday == 1)
        #expect(try await store.providerRecord(provider: "google", day: "2026-11-21").charactersToday == 0)
    }

    @Test("Both stores have the same migrations, applied once however often the store opens", arguments: StoreBackend.allCases)
    func migrations(_ backend: StoreBackend) async throws {
        #expect(PostgresMigrations.history.map(\.version) == SQLiteStore.migrator.migrations)
        let place = try backend.makePlace()
        defer { place.remove() }
        try await place.open().saveCacheEntry(CacheEntry(key: "k", value: Data(), source: "a", fetchedAt: now, expiresAt: now))
        #expect(try await place.open().cacheEntry(forKey: "k") != nil)
    }
}

@Suite("Game rooms in the store")
struct StoreRoomsTests {
    @Test(
        "A room comes back with its state and its events in order, each its own row; a state saved late is not kept",
        arguments: StoreBackend.allCases)
    func events(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        let now = Date()
        try await store.createRoom(code: "ABC234", state: Data("s0".utf8), lastActivity: now)
        try await store.appendRoomEvent(code: "ABC234", sequence: 2, event: Data("e2".utf8), lastActivity: now, state: Data("s2".utf8))
        try await store.appendRoomEvent(code: "ABC234", sequence: 3, event: Data("e3".utf8), lastActivity: now, state: nil)
        try await store.appendRoomEvent(code: "ABC234", sequence: 1, event: Data("e1".utf8), lastActivity: now, state: Data("s1".utf8))
        let room = try #require(try await store.room(code: "ABC234"))
        #expect(room == StoredRoom(state: Data("s2".utf8), events: ["e1", "e2", "e3"].map { Data($0.utf8) }))
        await #expect(throws: RoomSequenceTaken(room: "ABC234", sequence: 2)) {
            try await store.appendRoomEvent(code: "ABC234", sequence: 2, event: Data("again".utf8), lastActivity: now, state: Data("s!".utf8))
        }
        #expect(try await store.room(code: "ABC234") == room)
        #expect(try await store.room(code: "NOPE23") == nil)
    }

    @Test("A room's events after a number come with its state, in order", arguments: StoreBackend.allCases)
    func eventsAfter(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        let now = Date()
        try await store.createRoom(code: "NEWS23", state: Data("s0".utf8), lastActivity: now)
        for sequence in 1...4 {
            let state = sequence == 3 ? Data("s3".utf8) : nil
            try await store.appendRoomEvent(code: "NEWS23", sequence: sequence, event: Data("e\(sequence)".utf8), lastActivity: now, state: state)
        }
        #expect(
            try await store.roomEvents(code: "NEWS23", after: 2) == StoredRoom(state: Data("s3".utf8), events: ["e3", "e4"].map { Data($0.utf8) }))
        #expect(try await store.roomEvents(code: "NEWS23", after: 4) == StoredRoom(state: Data("s3".utf8), events: []))
        #expect(try await store.roomEvents(code: "NOPE23", after: 0) == nil)
    }

    @Test("Every instance listening hears of each event appended, with its room and number", .timeLimit(.minutes(5)))
    func notices() async throws {
        let place = try StoreBackend.postgres.makePlace()
        let (writer, listener) = (try await place.open(), try await place.open())
        var heard = listener.roomNotices().makeAsyncIterator()
        #expect(await heard.next() == .resumed)
        try await writer.createRoom(code: "TOLD23", state: Data("s0".utf8), lastActivity: Date())
        for sequence in 1...3 {
            try await writer.appendRoomEvent(code: "TOLD23", sequence: sequence, event: Data("e".utf8), lastActivity: Date(), state: nil)
        }
        // A refused event is not told.
        _ = try? await writer.appendRoomEvent(code: "TOLD23", sequence: 3, event: Data("e".utf8), lastActivity: Date(), state: nil)
        try await writer.appendRoomEvent(code: "TOLD23", sequence: 4, event: Data("e".utf8), lastActivity: Date(), state: nil)
        // Tests running meanwhile share the database, so its channel: only this room's notices count.
        var told: [RoomNotice] = []
        while told.count < 4, let notice = await heard.next() {
            if case .appended("TOLD23", _) = notice { told.append(notice) }
        }
        #expect(told == (1...4).map { RoomNotice.appended(code: "TOLD23", sequence: $0) })
    }

    @Test("SQLite, which one instance uses alone, has nothing to tell")
    func sqliteNotices() async throws {
        var heard = try SQLiteStore.inMemory().roomNotices().makeAsyncIterator()
        #expect(await heard.next() == nil)
    }

    @Test("Of events appended at once with the same number, exactly one is kept", arguments: StoreBackend.allCases)
    func uniqueSequences(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        try await store.createRoom(code: "RACE23", state: Data("s0".utf8), lastActivity: Date())
        let saved = await withTaskGroup(of: Bool.self) { group in
            for attempt in 0..<8 {
                group.addTask {
                    (try? await store.appendRoomEvent(
                        code: "RACE23", sequence: 1, event: Data("e\(attempt)".utf8), lastActivity: Date(), state: Data("s\(attempt)".utf8))) != nil
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(saved == 1)
        let room = try #require(try await store.room(code: "RACE23"))
        #expect(room.events.count == 1)
        #expect(room.state.dropFirst() == room.events[0].dropFirst())
    }

    @Test("Idle rooms are deleted with their events", arguments: StoreBackend.allCases)
    func expiry(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        let now = Date()
        try await store.createRoom(code: "OLD234", state: Data("old".utf8), lastActivity: now.addingTimeInterval(-90_000))
        try await store.appendRoomEvent(
            code: "OLD234", sequence: 1, event: Data("e1".utf8), lastActivity: now.addingTimeInterval(-90_000), state: nil)
        try await store.createRoom(code: "NEW234", state: Data("new".utf8), lastActivity: now.addingTimeInterval(-90_000))
        try await store.appendRoomEvent(code: "NEW234", sequence: 1, event: Data("e1".utf8), lastActivity: now, state: nil)
        #expect(try await store.deleteRooms(inactiveBefore: now.addingTimeInterval(-86_400)) == 1)
        #expect(try await store.room(code: "OLD234") == nil)
        #expect(try await store.room(code: "NEW234")?.events.count == 1)
        // The old room's events went with it: its code can be used again from sequence 1.
        try await store.createRoom(code: "OLD234", state: Data("reborn".utf8), lastActivity: now)
        try await store.appendRoomEvent(code: "OLD234", sequence: 1, event: Data("e1".utf8), lastActivity: now, state: nil)
    }

    @Test("Expired rooms go a batch at a time, the longest idle first", arguments: StoreBackend.allCases)
    func expiryInBatches(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        let now = Date()
        for index in 0..<5 {
            try await store.createRoom(code: "IDLE\(index)", state: Data("s".utf8), lastActivity: now.addingTimeInterval(-100_000 - Double(index)))
        }
        try await store.createRoom(code: "LIVE23", state: Data("s".utf8), lastActivity: now)
        let cutoff = now.addingTimeInterval(-86_400)
        #expect(try await store.deleteRooms(inactiveBefore: cutoff, limit: 2) == 2)
        #expect(try await store.room(code: "IDLE4") == nil)
        #expect(try await store.room(code: "IDLE3") == nil)
        #expect(try await store.room(code: "IDLE0") != nil)
        #expect(try await store.deleteRooms(inactiveBefore: cutoff, limit: 2) == 2)
        #expect(try await store.deleteRooms(inactiveBefore: cutoff, limit: 2) == 1)
        #expect(try await store.deleteRooms(inactiveBefore: cutoff, limit: 2) == 0)
        #expect(try await store.room(code: "LIVE23") != nil)
    }

    @Test("Rooms saved whole before v4 keep their events, each moved to its own row")
    func migration() async throws {
        let queue = try DatabaseQueue()
        try SQLiteStore.migrator.migrate(queue, upTo: "v3: game rooms")
        let saved = #"{"code":"ABC234","closed":false,"events":[{"sequence":1,"kind":"joined"},{"sequence":2,"kind":"roll","at":1.5}],"players":[]}"#
        try await queue.write { db in
            try db.execute(
                sql: "INSERT INTO gameRoom (code, state, version, lastActivity) VALUES ('ABC234', ?, 2, ?)", arguments: [Data(saved.utf8), Date()])
        }
        let store = try SQLiteStore(writer: queue)
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
        try SQLiteStore.migrator.migrate(queue, upTo: "v4: game room events, one row each")
        try await queue.write { db in
            try db.execute(sql: "INSERT INTO gameRoom (code, state, version, lastActivity) VALUES ('ABC234', x'7b7d', 1, ?)", arguments: [Date()])
            for (sequence, event) in [#"{"sequence":1,"kind":"joined"}"#, #"{"sequence":2,"roll":{"total":5,"parts":[]},"kind":"roll"}"#].enumerated()
            {
                try db.execute(
                    sql: "INSERT INTO gameRoomEvent (code, sequence, event) VALUES ('ABC234', ?, ?)", arguments: [sequence + 1, Data(event.utf8)])
            }
        }
        let store = try SQLiteStore(writer: queue)
        let room = try #require(try await store.room(code: "ABC234"))
        #expect(
            room.events.map { String(decoding: $0, as: UTF8.self) } == [
                #"{"sequence":1,"kind":"joined"}"#, #"{"sequence":2,"kind":"roll","rolls":[{"total":5,"parts":[]}]}"#,
            ])
    }
}
