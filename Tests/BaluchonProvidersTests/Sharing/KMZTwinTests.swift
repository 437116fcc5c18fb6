import BaluchonCore
import BaluchonProviders
import Foundation
import Testing

/// The KMZ vectors of `Tests/Fixtures/sharing/files-twin.json` (the server's answers, which the phone's
/// `Public/js/saved/zip-read.js` is checked against too), read as the server's import reads a KMZ: the archive
/// unpacked by ``KMZArchive``, then its KML read by `PlaceFiles`. `FilesTwinTests` checks the other vectors.
@Suite("KMZ files read on the server as the shared file vectors say", .timeLimit(.minutes(5)))
struct KMZTwinTests {
    struct Vectors: Decodable {
        var imports: [Vector]
    }

    struct Vector: Decodable, Sendable, CustomTestStringConvertible {
        var source: String
        var name: String
        var file: String?
        var error: Refusal?
        var testDescription: String { source }
    }

    struct Refusal: Decodable, Sendable {
        var code: String
        var message: [String: String]
    }

    /// The API's import answer, encoded as the server encodes it.
    struct Answer: Encodable {
        var places: [SavedPlace]
        var tracks: [SavedTrack]
        var skipped: [SkippedPlace]
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let file = fixtures.appendingPathComponent("sharing/files-twin.json")

    /// The KMZ vectors: files, as an archive cannot be written as text.
    static let kmz: [Vector] = {
        guard let data = try? Data(contentsOf: file), let vectors = try? JSONDecoder().decode(Vectors.self, from: data) else { return [] }
        return vectors.imports.filter { vector in
            guard let path = vector.file, let bytes = try? Data(contentsOf: fixtures.appendingPathComponent(path)) else { return false }
            return PlaceFileFormat.detect(fileName: vector.name, data: [UInt8](bytes.prefix(512))) == .kmz
        }
    }()

    /// The vector's expected answer, as parsed JSON.
    static func expectedAnswer(_ vector: Vector) throws -> NSDictionary? {
        let all = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        let imports = all?["imports"] as? [[String: Any]] ?? []
        let found = imports.first { $0["source"] as? String == vector.source && $0["name"] as? String == vector.name }
        return found?["answer"] as? NSDictionary
    }

    static func imported(_ data: Data, name: String) throws -> PlaceFileContents {
        _ = try PlaceFiles.format(of: data, fileName: name)
        return try PlaceFiles.contents(try KMZArchive.kml(from: data), as: .kml)
    }

    @Test("A KMZ gives the places and tracks the vector holds, or its refusal", arguments: kmz)
    func importing(_ vector: Vector) throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(try #require(vector.file)))
        if let refusal = vector.error {
            let error = #expect(throws: PlaceFileError.self) { try Self.imported(data, name: vector.name) }
            #expect(error?.code.rawValue == refusal.code)
            #expect(error?.message.text(in: .en) == refusal.message["en"])
            #expect(error?.message.text(in: .fr) == refusal.message["fr"])
            return
        }
        let contents = try Self.imported(data, name: vector.name)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let answer = try encoder.encode(Answer(places: contents.places, tracks: contents.tracks, skipped: contents.skipped))
        let read = try JSONSerialization.jsonObject(with: answer) as? NSDictionary
        #expect(read == (try Self.expectedAnswer(vector)))
    }

    @Test("The vectors hold KMZ files read and KMZ files refused")
    func coverage() {
        #expect(Self.kmz.filter { $0.error == nil }.count >= 4)
        #expect(Self.kmz.filter { $0.error?.code == "archive_refused" }.count >= 8)
    }
}
