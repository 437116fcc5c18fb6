import BaluchonCore
import Foundation
import Testing

@Suite("Provenance travels with every value")
struct ProvenanceTests {
    @Test func encodesValueAndProvenance() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let sourced = Sourced(42, provenance: Provenance(source: "ecb", fetchedAt: date, stale: true, note: .verbatim("old")))
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(sourced), as: UTF8.self)
        #expect(json == #"{"provenance":{"fetchedAt":"2023-11-14T22:13:20Z","note":"old","source":"ecb","stale":true},"value":42}"#)
    }

    /// The note is kept as words and written in the encoder's language: the API's request's, the terminal's.
    @Test func theNoteIsWrittenInTheEncodersLanguage() throws {
        let provenance = Provenance(source: "nominatim", fetchedAt: Date(), stale: true, note: LocalizedText("provider.note.lastKnown"))
        func note(in language: UILanguage?) throws -> String? {
            let encoder = JSONEncoder()
            if let language { encoder.userInfo[.uiLanguage] = language }
            let object = try JSONSerialization.jsonObject(with: try encoder.encode(provenance)) as? [String: Any]
            return object?["note"] as? String
        }
        #expect(try note(in: .fr) == "aucun fournisseur n’a répondu ; dernière réponse connue")
        #expect(try note(in: .en) == "every provider failed; last known answer")
        #expect(try note(in: nil) == "every provider failed; last known answer")
        let decoder = JSONDecoder()
        let read = try decoder.decode(Provenance.self, from: try JSONEncoder().encode(provenance))
        #expect(read.note?.text(in: .fr) == "every provider failed; last known answer")
        #expect(read.source == "nominatim" && read.stale)
    }

    @Test func mapKeepsTheProvenance() {
        let provenance = Provenance(source: "fixer", fetchedAt: Date())
        let doubled = Sourced(21, provenance: provenance).map { $0 * 2 }
        #expect(doubled.value == 42)
        #expect(doubled.provenance == provenance)
    }
}
