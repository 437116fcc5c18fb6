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
}
