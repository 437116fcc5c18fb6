import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonCore

/// An address whose house number the region does not know: its street, then the nearest numbers on it, and a
/// note. The vectors of `Tests/Fixtures/search/house-number-vectors.json`, which the phone's own search
/// (Public/js/places/device-search.js, Tests/js/device-search-numbers.test.mjs) is checked against too.
@Suite("House number vectors shared with the phone's search")
struct HouseNumberVectorTests {
    struct Search: Decodable, Sendable, CustomTestStringConvertible {
        var q: String
        var near: [Double]?
        var lang: String
        var limit: Int
        var results: [[String?]]
        var note: String?
        var testDescription: String { q }
    }

    struct Vectors: Decodable, Sendable {
        var leadingNumber: [LeadingNumber]
        var searches: [Search]
    }

    /// One `[text, number]` pair.
    struct LeadingNumber: Decodable, Sendable {
        var text: String
        var number: Int?

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            text = try container.decode(String.self)
            number = try container.decodeIfPresent(Int.self)
        }
    }

    static let vectors: Vectors = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/search/house-number-vectors.json")
        return try! JSONDecoder().decode(Vectors.self, from: Data(contentsOf: url))
    }()

    @Test("a house number is read as the phone reads it")
    func leadingNumbers() {
        #expect(Self.vectors.leadingNumber.count > 5)
        for vector in Self.vectors.leadingNumber {
            #expect(PlaceIndex.leadingNumber(vector.text) == vector.number, "\(vector.text)")
        }
    }

    @Test("the street, then the nearest numbers, and the note in the request's language", arguments: vectors.searches)
    func search(_ vector: Search) async throws {
        let app = try await TestApp(environment: [
            "BALUCHON_DATA_DIR": try await ImportedMonaco.dataDirectory().path, "BALUCHON_PLACES_PROVIDERS": "geonames",
        ])
        var items = [URLQueryItem(name: "q", value: vector.q), URLQueryItem(name: "limit", value: String(vector.limit))]
        if let near = vector.near { items.append(URLQueryItem(name: "near", value: near.map { String($0) }.joined(separator: ","))) }
        var components = URLComponents(string: "/api/v1/search")!
        components.queryItems = items
        let uri = components.percentEncodedQuery.map { "/api/v1/search?\($0)" } ?? "/api/v1/search"
        let (status, data) = try await app.application.test(.router) { client in
            try await client.execute(uri: uri, method: .get, headers: [.acceptLanguage: vector.lang]) { response in
                (response.status, Data(buffer: response.body))
            }
        }
        #expect(status == .ok)
        let body = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let results = try #require(body["results"] as? [[String: Any]])
        #expect(results.map { [$0["name"] as? String, $0["address"] as? String] } == vector.results)
        #expect(body["note"] as? String == vector.note)
    }
}
