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
        /// Tracks as written, and as read back (simplified, rounded) when that differs.
        var tracks: [SavedTrack]?
        var decodedTracks: [SavedTrack]?
        var readsAlso: [String]?
        var testDescription: String { name }
    }

    struct Unreadable: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        var code: String
        var error: String
        var testDescription: String { name }
    }

    struct Link: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        var base: String
        var link: String
        var readsAlso: [String]?
        var testDescription: String { name }
    }

    var readable: [Readable]
    var unreadable: [Unreadable]
    var links: [Link]

    static let shared: ListCodeVectors = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return SharedFixture.decode(ListCodeVectors.self, from: "sharing/list-codes.json", decoder: decoder)
    }()
}

@Suite("The whole-list code against the shared vectors")
struct ListCodeVectorTests {
    @Test("A readable code is what its places and tracks encode to, and reads back as them", arguments: ListCodeVectors.shared.readable)
    func readable(_ vector: ListCodeVectors.Readable) throws {
        #expect(try ListCode.encode(vector.places, tracks: vector.tracks ?? []) == vector.code)
        for text in [vector.code] + (vector.readsAlso ?? []) {
            let contents = try ListCode.contents(text)
            #expect(contents.places == vector.places, "\(text.debugDescription)")
            #expect(contents.tracks == vector.decodedTracks ?? vector.tracks ?? [], "\(text.debugDescription)")
            #expect(
                try PointCode.decode(text) == .list(vector.places, tracks: vector.decodedTracks ?? vector.tracks ?? []), "\(text.debugDescription)")
        }
    }

    @Test("An unreadable code fails with its error", arguments: ListCodeVectors.shared.unreadable)
    func unreadable(_ vector: ListCodeVectors.Unreadable) {
        let error = #expect(throws: SharingError.self) { try ListCode.decode(vector.code) }
        #expect(error?.code.rawValue == vector.error)
    }

    @Test("A share link is its code on the server's address, and gives the code back", arguments: ListCodeVectors.shared.links)
    func link(_ vector: ListCodeVectors.Link) throws {
        let code = try #require(ListCodeVectors.shared.readable.first { $0.name == vector.name }).code
        #expect(ListLink.make(code: code, base: vector.base) == vector.link)
        for text in [vector.link] + (vector.readsAlso ?? []) {
            #expect(ListLink.code(in: text) == code, "\(text)")
            let contents = try ListCode.contents(code)
            #expect(try PointCode.decode(text) == .list(contents.places, tracks: contents.tracks), "\(text)")
        }
    }

    @Test("There are vectors of every kind")
    func enough() {
        let vectors = ListCodeVectors.shared
        #expect(vectors.readable.count >= 5 && vectors.unreadable.count >= 10 && vectors.links.count >= 3)
    }
}
