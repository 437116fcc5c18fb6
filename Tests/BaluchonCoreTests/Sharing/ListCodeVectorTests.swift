import Foundation
import Testing

@testable import BaluchonCore

/// The list codes every implementation is checked against (`Tests/Fixtures/sharing/list-codes.json`): this
/// reference, the web app's (`Tests/js/listcode.test.mjs`) and the browser and CLI tests, which take their
/// codes from the same file.
struct ListCodeVectors: Decodable {
    struct Readable: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        var code: String
        var places: [SavedPlace]
        var readsAlso: [String]?
        var testDescription: String { name }
    }

    struct Unreadable: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        var code: String
        var error: String
        var testDescription: String { name }
    }

    var readable: [Readable]
    var unreadable: [Unreadable]

    static let shared: ListCodeVectors = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/sharing/list-codes.json")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try! decoder.decode(ListCodeVectors.self, from: Data(contentsOf: url))
    }()
}

@Suite("The whole-list code against the shared vectors")
struct ListCodeVectorTests {
    @Test("A readable code is what its places encode to, and reads back as them", arguments: ListCodeVectors.shared.readable)
    func readable(_ vector: ListCodeVectors.Readable) throws {
        #expect(try ListCode.encode(vector.places) == vector.code)
        for text in [vector.code] + (vector.readsAlso ?? []) {
            #expect(try ListCode.decode(text) == vector.places, "\(text.debugDescription)")
        }
    }

    @Test("An unreadable code fails with its error", arguments: ListCodeVectors.shared.unreadable)
    func unreadable(_ vector: ListCodeVectors.Unreadable) {
        let error = #expect(throws: SharingError.self) { try ListCode.decode(vector.code) }
        #expect(error?.code.rawValue == vector.error)
    }

    @Test("There are vectors of both kinds")
    func enough() {
        #expect(ListCodeVectors.shared.readable.count >= 5 && ListCodeVectors.shared.unreadable.count >= 10)
    }
}
