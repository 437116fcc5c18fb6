import Foundation
import Testing

@testable import BaluchonCore

/// One place's codes and links as other apps write them (`Tests/Fixtures/sharing/point-codes.json`), shared
/// with the web app's test (`Tests/js/position.test.mjs`).
struct PointCodeVectors: Decodable {
    struct Readable: Decodable, Sendable, CustomTestStringConvertible {
        var source: String
        var text: String
        var format: PointCode.Format?
        var latitude: Double
        var longitude: Double
        var name: String?
        var zoom: Double?
        /// Whether the vector says anything of the name and the zoom (an absent key says nothing; null says none).
        var checksName: Bool
        var checksZoom: Bool
        var testDescription: String { text }

        enum CodingKeys: String, CodingKey { case source, text, format, latitude, longitude, name, zoom }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            source = try container.decode(String.self, forKey: .source)
            text = try container.decode(String.self, forKey: .text)
            format = try container.decodeIfPresent(PointCode.Format.self, forKey: .format)
            latitude = try container.decode(Double.self, forKey: .latitude)
            longitude = try container.decode(Double.self, forKey: .longitude)
            name = try container.decodeIfPresent(String.self, forKey: .name)
            zoom = try container.decodeIfPresent(Double.self, forKey: .zoom)
            checksName = container.contains(.name)
            checksZoom = container.contains(.zoom)
        }
    }

    struct Unreadable: Decodable, Sendable, CustomTestStringConvertible {
        var source: String
        var text: String
        var format: PointCode.Format?
        var error: String
        var testDescription: String { text }
    }

    var readable: [Readable]
    var unreadable: [Unreadable]

    static let shared: PointCodeVectors = SharedFixture.decode(PointCodeVectors.self, from: "sharing/point-codes.json")
}

@Suite("Codes and links other apps write, against the shared vectors")
struct PointCodeVectorTests {
    @Test("A readable text gives its position, name and zoom", arguments: PointCodeVectors.shared.readable)
    func readable(_ vector: PointCodeVectors.Readable) throws {
        guard case .point(let point, _) = try PointCode.decode(vector.text, as: vector.format) else {
            Issue.record("\(vector.text) read as a list")
            return
        }
        #expect(abs(point.latitude - vector.latitude) < 1e-9 && abs(point.longitude - vector.longitude) < 1e-9, "\(point)")
        if vector.checksName { #expect(point.name == vector.name) }
        if vector.checksZoom { #expect(point.zoom == vector.zoom) }
    }

    @Test("An unreadable text fails with its error", arguments: PointCodeVectors.shared.unreadable)
    func unreadable(_ vector: PointCodeVectors.Unreadable) {
        let error = #expect(throws: SharingError.self) { try PointCode.decode(vector.text, as: vector.format) }
        #expect(error?.code.rawValue == vector.error)
    }

    @Test("There are vectors of both kinds, Organic Maps' and OsmAnd's among them")
    func enough() {
        let vectors = PointCodeVectors.shared
        #expect(vectors.readable.count >= 25 && vectors.unreadable.count >= 10)
        #expect(vectors.readable.contains { $0.source.contains("Organic Maps") } && vectors.readable.contains { $0.source.contains("OsmAnd") })
    }
}
