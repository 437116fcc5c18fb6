import BaluchonStore
import Foundation
import Testing

@Suite("Shared lists in the store")
struct SharedListStoreTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("A list survives reopening, is replaced in place, and deleted once", arguments: StoreBackend.allCases)
    func lifecycle(_ backend: StoreBackend) async throws {
        let place = try backend.makePlace()
        defer { place.remove() }
        let list = SharedListRecord(id: "abc", editKey: "key", title: "Lyon", places: Data("[]".utf8), createdAt: now, updatedAt: now)
        do {
            try await place.open().insertSharedList(list)
        }
        let store = try await place.open()
        #expect(try await store.sharedList(id: "abc") == list)
        #expect(try await store.updateSharedList(id: "abc", title: "Lyon 2", places: Data("[1]".utf8), at: now + 60))
        let changed = try await store.sharedList(id: "abc")
        #expect(changed?.title == "Lyon 2" && changed?.updatedAt == now + 60 && changed?.createdAt == now && changed?.editKey == "key")
        #expect(try await store.updateSharedList(id: "nope", title: "", places: Data(), at: now) == false)
        #expect(try await store.deleteSharedList(id: "abc"))
        #expect(try await store.deleteSharedList(id: "abc") == false)
        #expect(try await store.sharedList(id: "abc") == nil)
    }

    @Test("Two lists cannot share an id", arguments: StoreBackend.allCases)
    func uniqueIds(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        let list = SharedListRecord(id: "same", editKey: "k1", title: "", places: Data(), createdAt: now, updatedAt: now)
        try await store.insertSharedList(list)
        await #expect(throws: (any Error).self) { try await store.insertSharedList(list) }
    }

    @Test("Lists count their bytes, remember their last read, and the unread ones are forgotten", arguments: StoreBackend.allCases)
    func lastReadAndBytes(_ backend: StoreBackend) async throws {
        let store = try await backend.makeStore()
        #expect(try await store.sharedListBytes() == 0)
        let old = SharedListRecord(id: "old", editKey: "k", title: "Été", places: Data(count: 1000), createdAt: now, updatedAt: now)
        let read = SharedListRecord(id: "read", editKey: "k", title: "", places: Data(count: 24), createdAt: now, updatedAt: now)
        try await store.insertSharedList(old)
        try await store.insertSharedList(read)
        #expect(try await store.sharedList(id: "old")?.lastReadAt == now)
        #expect(try await store.sharedListBytes() == 1000 + 5 + 24, "“Été” is 5 bytes")
        try await store.markSharedListRead(id: "read", at: now + 86_400 * 10)
        #expect(try await store.sharedList(id: "read")?.lastReadAt == now + 86_400 * 10)
        #expect(try await store.deleteSharedLists(unreadSince: now + 86_400) == 1)
        #expect(try await store.sharedList(id: "old") == nil)
        #expect(try await store.sharedList(id: "read") != nil)
        #expect(try await store.sharedListBytes() == 24)
    }
}
