import BaluchonToolkit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Places routes")
struct PlacesRoutesTests {
    /// One app for the suite: the gazetteer loads once, from the shipped files (an empty data directory).
    static let app = Task {
        try await TestApp(environment: ["BALUCHON_DATA_DIR": FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID())").path])
    }

    private func get(_ uri: String, language: String = "en", check: @escaping @Sendable (TestResponse) throws -> Void) async throws {
        try await Self.app.value.application.test(.router) { client in
            try await client.execute(uri: uri, method: .get, headers: [.acceptLanguage: language]) { try check($0) }
        }
    }

    private static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    private static func results(_ response: TestResponse) throws -> [[String: Any]] {
        try #require(try json(response)["results"] as? [[String: Any]])
    }

    @Test("searches as you type, in any script, with everything a result needs")
    func search() async throws {
        try await get("/api/v1/places?q=Kemper&limit=3", language: "fr") { response in
            #expect(response.status == .ok)
            let first = try #require(try Self.results(response).first)
            #expect(first["name"] as? String == "Quimper" && first["id"] as? String == "geonames:2984701")
            #expect(first["countryCode"] as? String == "FR" && first["countryName"] as? String == "France")
            #expect(first["admin1"] as? String == "53" && first["timeZone"] as? String == "Europe/Paris")
            #expect(first["population"] as? Int == 63_849 && first["match"] as? String == "exact")
            #expect((first["localTime"] as? [String: Any])?["iso8601"] is String)
            #expect(abs((first["latitude"] as? Double ?? 0) - 47.99597) < 1e-6)
            let provenance = try #require(try Self.json(response)["provenance"] as? [String: Any])
            #expect(provenance["source"] as? String == "geonames")
        }
        for (query, name) in [
            ("sao%20paulo", "São Paulo"), ("%E5%9D%8E%E4%BD%A9%E5%B0%94", "Quimper"), ("Pariss", "Paris"), ("s%C3%A3o+PAULO", "São Paulo"),
        ] {
            try await get("/api/v1/places?q=\(query)") { response in
                let first = try Self.results(response).first
                #expect(first?["name"] as? String == name)
            }
        }
    }

    @Test("filters by country and limits the count")
    func filters() async throws {
        try await get("/api/v1/places?q=paris&country=us&limit=4") { response in
            let results = try Self.results(response)
            #expect(results.count == 4 && results.allSatisfy { $0["countryCode"] as? String == "US" })
        }
    }

    @Test(
        "answers bad searches with a clear 400",
        arguments: [
            ("", "query_too_short"), ("q=", "query_too_short"), ("q=a", "query_too_short"), ("q=%20%20", "query_too_short"),
            ("q=" + String(repeating: "x", count: 500), "query_too_long"), ("q=par%07is", "invalid_characters"),
            ("q=par%FFis", "invalid_characters"), ("q=%C3", "invalid_characters"), ("q=par%zzis", "invalid_characters"),
            ("q=paris&country=XX", "invalid_country"), ("q=paris&country=FRA", "invalid_country"), ("q=paris&limit=0", "invalid_limit"),
            ("q=paris&limit=many", "invalid_limit"), ("q=paris&limit=51", "invalid_limit"), ("q=paris&source=bing", "invalid_source"),
        ])
    func badSearches(query: String, code: String) async throws {
        try await get("/api/v1/places?\(query)") { response in
            #expect(response.status == .badRequest)
            let error = try #require(try Self.json(response)["error"] as? [String: Any])
            #expect(error["code"] as? String == code)
            #expect((error["message"] as? String)?.isEmpty == false)
        }
    }

    @Test("finds the nearest places")
    func reverse() async throws {
        try await get("/api/v1/places/reverse?lat=47.996&lon=-4.102") { response in
            #expect(response.status == .ok)
            let results = try Self.results(response)
            #expect(results.count == 1 && results[0]["name"] as? String == "Quimper")
            #expect((results[0]["distanceMetres"] as? Double ?? 1e9) < 1000)
        }
        try await get("/api/v1/places/reverse?lat=48.8566&lon=2.3522&limit=3") { response in
            let distances = try Self.results(response).compactMap { $0["distanceMetres"] as? Double }
            #expect(distances.count == 3 && distances == distances.sorted())
        }
    }

    @Test(
        "refuses bad coordinates",
        arguments: [
            ("lon=2", "missing_parameter"), ("lat=48", "missing_parameter"), ("lat=91&lon=0", "coordinate_out_of_range"),
            ("lat=0&lon=-180.5", "coordinate_out_of_range"), ("lat=north&lon=2", "invalid_coordinate"), ("lat=NaN&lon=2", "invalid_coordinate"),
            ("lat=1e999&lon=2", "invalid_coordinate"), ("lat=48&lon=2&limit=21", "invalid_limit"), ("lat=4%FF8&lon=2", "invalid_characters"),
        ])
    func badCoordinates(query: String, code: String) async throws {
        try await get("/api/v1/places/reverse?\(query)") { response in
            #expect(response.status == .badRequest)
            let error = try Self.json(response)["error"] as? [String: Any]
            #expect(error?["code"] as? String == code)
        }
    }

    @Test("gives country facts in the request's language")
    func country() async throws {
        try await get("/api/v1/countries/jp", language: "fr") { response in
            #expect(response.status == .ok)
            let country = try #require(try Self.json(response)["country"] as? [String: Any])
            #expect(country["name"] as? String == "Japon" && country["callingCode"] as? String == "+81")
            #expect((country["currency"] as? [String: Any])?["code"] as? String == "JPY")
            #expect((country["defaults"] as? [String: Any])?["timeZone"] as? String == "Asia/Tokyo")
            #expect((country["neighbours"] as? [Any])?.isEmpty == true)
        }
        try await get("/api/v1/countries") { response in
            let countries = try Self.json(response)["countries"] as? [Any]
            #expect(countries?.count == 252)
        }
    }

    @Test(
        "refuses unknown and malformed country codes",
        arguments: [("XX", 404, "unknown_country"), ("FRA", 400, "invalid_country"), ("%FF%FE", 400, "invalid_country")])
    func badCountry(code: String, status: Int, error: String) async throws {
        try await get("/api/v1/countries/\(code)") { response in
            #expect(response.status.code == status)
            let body = try Self.json(response)["error"] as? [String: Any]
            #expect(body?["code"] as? String == error)
        }
    }

    @Test("allows only GET")
    func methods() async throws {
        try await Self.app.value.application.test(.router) { client in
            try await client.execute(uri: "/api/v1/places?q=paris", method: .post) { response in
                #expect(response.status == .methodNotAllowed && response.headers[.allow] == "GET, HEAD")
            }
        }
    }
}
