import Foundation
import Testing

@testable import BaluchonCore

/// Files of places read and written by `PlaceFiles` and by the phone without the server
/// (`Public/js/saved/device-files.js`, checked by `Tests/js/device-files.test.mjs` and, for GPX read with the
/// browser's DOMParser, `Tests/e2e/test_saved_files_offline.py`), in one shared file,
/// `Tests/Fixtures/sharing/files-twin.json`. KMZ vectors need the providers' `KMZArchive`: `KMZTwinTests` checks them.
/// The vectors are the server's answers, written by `scripts/data/make-files-twin.py` against a running server.
struct FilesTwinVectors: Decodable {
    /// A file to import and what the API answers: `{places, tracks, skipped}`, or an error code and its message.
    struct Import: Decodable, Sendable, CustomTestStringConvertible {
        var source: String
        var name: String
        var file: String?
        var text: String?
        var parts: [Part]?
        var encoding: String?
        var answer: JSONValue?
        var error: Refusal?
        var testDescription: String { source }

        /// Whether the file is a KMZ, which BaluchonCore alone cannot unpack.
        var isKMZ: Bool { (try? PlaceFileFormat.detect(fileName: name, data: [UInt8](bytes().prefix(512)))) == .kmz }

        /// The file's bytes: a fixture, a text, or parts repeated, in the vector's encoding.
        func bytes() throws -> Data {
            if let file { return try Data(contentsOf: FilesTwinVectors.fixtures.appendingPathComponent(file)) }
            let text = self.text ?? (parts ?? []).map { String(repeating: $0.text, count: $0.times) }.joined()
            switch encoding {
            case "utf-16le": return Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
            case "utf-16be": return Data([0xFE, 0xFF]) + text.data(using: .utf16BigEndian)!
            case "latin1-bytes": return text.data(using: .isoLatin1)!
            default: return Data(text.utf8)
            }
        }
    }

    /// `[text, times]`.
    struct Part: Decodable, Sendable {
        var text: String
        var times: Int

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            text = try container.decode(String.self)
            times = try container.decode(Int.self)
        }
    }

    struct Refusal: Decodable, Sendable {
        var code: String
        var message: [String: String]
    }

    /// Places and tracks as the page sends them, and the file the server writes.
    struct Export: Decodable, Sendable, CustomTestStringConvertible {
        var source: String
        var format: PlaceFileFormat
        var title: String
        var places: [SavedPlace]
        var tracks: [SavedTrack]
        var file: String
        var testDescription: String { source }
    }

    var imports: [Import]
    var exports: [Export]

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let shared: FilesTwinVectors = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return SharedFixture.decode(FilesTwinVectors.self, from: "sharing/files-twin.json", decoder: decoder)
    }()
}

/// Any JSON value, to compare an answer with the one the vectors hold whatever the order of its keys.
enum JSONValue: Decodable, Equatable, Sendable {
    case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

/// The API's import answer, encoded as the server encodes it.
private struct Answer: Encodable {
    var places: [SavedPlace]
    var tracks: [SavedTrack]
    var skipped: [SkippedPlace]
}

@Suite("Files of places read and written on the server and on the phone, against the shared file vectors", .timeLimit(.minutes(5)))
struct FilesTwinTests {
    /// What the server's import does with a file that is not a KMZ (`SharingService.importFile`).
    static func imported(_ data: Data, name: String) throws(PlaceFileError) -> PlaceFileContents {
        try PlaceFiles.contents(data, as: PlaceFiles.format(of: data, fileName: name))
    }

    @Test(
        "A file gives the places, tracks and left-out waypoints the vector holds, or its refusal",
        arguments: FilesTwinVectors.shared.imports.filter { !$0.isKMZ })
    func importing(_ vector: FilesTwinVectors.Import) throws {
        let data = try vector.bytes()
        if let expected = vector.answer {
            let contents = try Self.imported(data, name: vector.name)
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            let answer = try encoder.encode(Answer(places: contents.places, tracks: contents.tracks, skipped: contents.skipped))
            #expect(try JSONDecoder().decode(JSONValue.self, from: answer) == expected)
            return
        }
        let refusal = try #require(vector.error)
        let error = #expect(throws: PlaceFileError.self) { try Self.imported(data, name: vector.name) }
        #expect(error?.code.rawValue == refusal.code)
        #expect(error?.message.text(in: .en) == refusal.message["en"])
        #expect(error?.message.text(in: .fr) == refusal.message["fr"])
    }

    @Test("Places and tracks are written as the vector's file, byte for byte", arguments: FilesTwinVectors.shared.exports)
    func exporting(_ vector: FilesTwinVectors.Export) {
        let file = PlaceFiles.export(vector.places, tracks: vector.tracks, as: vector.format, title: vector.title)
        #expect(String(decoding: file, as: UTF8.self) == vector.file)
    }

    @Test("Real files, hostile ones, each refusal and both formats are there")
    func coverage() {
        let vectors = FilesTwinVectors.shared
        let codes = Set(vectors.imports.compactMap(\.error?.code))
        #expect(
            codes == [
                "malformed_file", "xml_entities_refused", "file_too_deep", "file_too_many_elements", "too_many_places", "file_too_large",
                "unknown_file_format", "archive_refused", "missing_columns",
            ])
        #expect(vectors.imports.filter { $0.file != nil }.count >= 30 && vectors.imports.count >= 100)
        let formats = vectors.imports.map { PlaceFileFormat.detect(fileName: $0.name, data: Array(((try? $0.bytes()) ?? Data()).prefix(512))) }
        for format in PlaceFileFormat.allCases { #expect(formats.filter { $0 == format }.count >= 10, "\(format)") }
        #expect(Set(vectors.exports.map(\.format)) == [.gpx, .geojson])
    }
}
