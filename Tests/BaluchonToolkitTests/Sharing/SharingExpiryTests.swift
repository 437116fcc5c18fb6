import BaluchonCore
import BaluchonStore
import Foundation
import Logging
import Testing

@testable import BaluchonToolkit

/// Issue 22 item 7: a list nobody reads is not kept for ever.
@Suite("Published lists expire unread")
struct SharingExpiryTests {
    @Test("A list unread for the configured days is forgotten; a read keeps it; a full quota forgets the expired first")
    func expiry() async throws {
        let settings = try Settings(reader: try await Settings.reader(environment: [:]))
        let toolkit = try Toolkit(settings: settings, logger: Logger(label: "test"), store: try SQLiteStore.inMemory())
        let clock = TestClock()
        let day: TimeInterval = 86_400
        func sharing(quota: Int = 256 << 20) -> SharingService {
            SharingService(
                store: toolkit.store, places: toolkit.places, limits: SharedListLimits(quotaBytes: quota, idleLifetime: 30 * day),
                now: { clock.now })
        }
        let place = try SavedPlace(name: "Gare", latitude: 45.76, longitude: 4.86)
        let read = try await sharing().publish(title: "read", places: [place])
        let unread = try await sharing().publish(title: "unread", places: [place])
        clock.advance(by: 20 * day)
        _ = try await sharing().list(id: read.list.id)
        clock.advance(by: 20 * day)
        #expect(try await sharing().expire() == 1)
        await #expect(throws: SharingFailure.noSuchList) { try await sharing().list(id: unread.list.id) }
        #expect(try await sharing().list(id: read.list.id).title == "read")

        // Full: the next list fits only once the expired one is gone, which publishing does itself.
        let used = try await toolkit.store.sharedListBytes()
        clock.advance(by: 31 * day)
        let again = try await sharing(quota: used + 10).publish(title: "new", places: [place])
        #expect(try await sharing().list(id: again.list.id).title == "new")
        await #expect(throws: SharingFailure.noSuchList) { try await sharing().list(id: read.list.id) }
        await #expect(throws: SharingFailure.storageFull) { try await sharing(quota: 1).publish(title: "more", places: [place]) }
    }
}
