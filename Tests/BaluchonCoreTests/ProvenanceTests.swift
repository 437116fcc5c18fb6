import BaluchonCore
import Foundation
import Testing

@Suite("Provenance travels with every value")
struct ProvenanceTests {
    @Test func encodesValueAndProvenance() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let sourced = Sourced(42, provenance: Provenance(source: "ecb", fetchedAt: date, stale: true, note: "old"))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(sourced), as: UTF8.self)
        #expect(json == #"{"provenance":{"fetchedAt":"2023-11-14T22:13:20Z","note":"old","source":"ecb","stale":true},"value":42}"#)
    }

    @Test func mapKeepsTheProvenance() {
        let provenance = Provenance(source: "fixer", fetchedAt: Date())
        let doubled = Sourced(21, provenance: provenance).map { $0 * 2 }
        #expect(doubled.value == 42)
        #expect(doubled.provenance == provenance)
    }
}
