import Foundation
import Testing

@testable import BaluchonCore

/// One place's codes and links read by `PointCode.decode` and by the phone's port of it
/// (`Public/js/saved/point-decode.js`, checked by `Tests/js/point-decode.test.mjs`), in one shared file,
/// `Tests/Fixtures/sharing/point-decode.json`.
struct PointDecodeVectors: Decodable {
    /// A text read as one place: format, position, name, zoom and uncertainty, exactly.
    struct Point: Decodable, Sendable, CustomTestStringConvertible {
        var source: String
        var text: String
        var near: [Double]?
        var format: PointCode.Format
        var latitude: Double
        var longitude: Double
        var name: String?
        var zoom: Double?
        var uncertainty: Double?
        var testDescription: String { source }
    }

    /// A text refused, with the error code the API gives.
    struct Refusal: Decodable, Sendable, CustomTestStringConvertible {
        var source: String
        var text: String
        var near: [Double]?
        var error: String
        var testDescription: String { source }
    }

    /// A list code: how many places and tracks it holds, or why it is refused.
    struct List: Decodable, Sendable, CustomTestStringConvertible {
        var source: String
        var text: String
        var places: Int?
        var tracks: Int?
        var error: String?
        var testDescription: String { source }
    }

    /// A short Plus Code followed by a town, which the phone leaves to the server (it needs the gazetteer).
    struct ServerOnly: Decodable, Sendable {
        var source: String
        var text: String
    }

    var points: [Point]
    var errors: [Refusal]
    var lists: [List]
    var server: [ServerOnly]

    static let shared: PointDecodeVectors = SharedFixture.decode(PointDecodeVectors.self, from: "sharing/point-decode.json")

    /// The `near` of a vector as `PointCode.decode` takes it.
    static func reference(_ near: [Double]?) -> (latitude: Double, longitude: Double)? {
        near.map { ($0[0], $0[1]) }
    }

    /// Whether the server reads the text near the town written after a short Plus Code, as `SharingService.decode` does.
    static func namesTown(_ text: String) -> Bool {
        let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 1)
        return parts.count == 2 && PlusCode.isShort(String(parts[0]))
    }
}

@Suite("Codes and links read on the server and on the phone, against the shared decode vectors")
struct PointDecodeTwinTests {
    @Test("A point vector is read exactly: format, position, name, zoom and uncertainty", arguments: PointDecodeVectors.shared.points)
    func point(_ vector: PointDecodeVectors.Point) throws {
        guard case .point(let point, let format) = try PointCode.decode(vector.text, reference: PointDecodeVectors.reference(vector.near)) else {
            Issue.record("\(vector.text) read as a list")
            return
        }
        #expect(format == vector.format)
        let expected = try SharedPoint(
            latitude: vector.latitude, longitude: vector.longitude, name: vector.name, zoom: vector.zoom, uncertainty: vector.uncertainty)
        #expect(point == expected)
    }

    @Test("A refused text fails with its error code", arguments: PointDecodeVectors.shared.errors)
    func refusal(_ vector: PointDecodeVectors.Refusal) {
        let error = #expect(throws: SharingError.self) {
            try PointCode.decode(vector.text, reference: PointDecodeVectors.reference(vector.near))
        }
        #expect(error?.code.rawValue == vector.error)
    }

    @Test("A list code gives its places and tracks, or its error code", arguments: PointDecodeVectors.shared.lists)
    func list(_ vector: PointDecodeVectors.List) throws {
        if let code = vector.error {
            let error = #expect(throws: SharingError.self) { try PointCode.decode(vector.text) }
            #expect(error?.code.rawValue == code)
            return
        }
        guard case .list(let places, let tracks) = try PointCode.decode(vector.text) else {
            Issue.record("\(vector.text) read as one place")
            return
        }
        #expect(places.count == vector.places && tracks.count == vector.tracks)
    }

    @Test("The phone leaves to the server exactly the texts the server reads near a town")
    func serverOnly() {
        let vectors = PointDecodeVectors.shared
        for vector in vectors.server {
            #expect(PointDecodeVectors.namesTown(vector.text), "\(vector.source)")
        }
        for text in vectors.points.map(\.text) + vectors.errors.map(\.text) {
            #expect(!PointDecodeVectors.namesTown(text), "\(text)")
        }
    }

    @Test("Every format is there, with and without a reference, and refusals of each kind")
    func coverage() {
        let vectors = PointDecodeVectors.shared
        #expect(Set(vectors.points.map(\.format)) == Set(PointCode.Format.allCases))
        #expect(vectors.points.contains { $0.near != nil } && vectors.errors.contains { $0.near == nil })
        #expect(vectors.points.count >= 80 && vectors.errors.count >= 50 && vectors.lists.count >= 2 && vectors.server.count >= 2)
    }
}
