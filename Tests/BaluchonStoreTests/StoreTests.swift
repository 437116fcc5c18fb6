import BaluchonStore
import Foundation
import Testing

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
    @Test("An older version saved late does not replace a newer one")
    func versions() async throws {
        let store = try Store.inMemory()
        let now = Date()
        try await store.saveRoom(code: "ABC234", state: Data("v2".utf8), version: 2, lastActivity: now)
        try await store.saveRoom(code: "ABC234", state: Data("v1".utf8), version: 1, lastActivity: now)
        #expect(try await store.room(code: "ABC234") == Data("v2".utf8))
        try await store.saveRoom(code: "ABC234", state: Data("v3".utf8), version: 3, lastActivity: now)
        #expect(try await store.room(code: "ABC234") == Data("v3".utf8))
    }

    @Test("Idle rooms are deleted")
    func expiry() async throws {
        let store = try Store.inMemory()
        let now = Date()
        try await store.saveRoom(code: "OLD234", state: Data("old".utf8), version: 1, lastActivity: now.addingTimeInterval(-90_000))
        try await store.saveRoom(code: "NEW234", state: Data("new".utf8), version: 1, lastActivity: now)
        #expect(try await store.deleteRooms(inactiveBefore: now.addingTimeInterval(-86_400)) == 1)
        #expect(try await store.room(code: "OLD234") == nil)
        #expect(try await store.room(code: "NEW234") != nil)
    }
}
