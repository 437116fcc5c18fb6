import BaluchonCore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonServer

@Suite("Sharing routes: codes, QR codes, files and published lists", .timeLimit(.minutes(5)))
struct SharingRoutesTests {
    /// One app for the suite: the gazetteer (for short Plus Codes near a town) loads once.
    static let app = Task {
        try await TestApp(environment: ["BALUCHON_DATA_DIR": FileManager.default.temporaryDirectory.appendingPathComponent("sharing-\(UUID())").path])
    }

    private func call(
        _ uri: String, method: HTTPRequest.Method = .get, body: String? = nil, data: Data? = nil, headers: HTTPFields = [:], language: String = "en",
        check: @escaping @Sendable (TestResponse) throws -> Void
    ) async throws {
        var fields = headers
        fields[.acceptLanguage] = language
        let buffer = body.map { ByteBuffer(string: $0) } ?? data.map { ByteBuffer(bytes: $0) }
        let sent = fields
        try await Self.app.value.application.test(.router) { client in
            try await client.execute(uri: uri, method: method, headers: sent, body: buffer) { try check($0) }
        }
    }

    static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    static func errorCode(_ response: TestResponse) throws -> String? {
        (try json(response)["error"] as? [String: Any])?["code"] as? String
    }

    @Test("Every code of a point at once, or one format")
    func encode() async throws {
        try await call("/api/v1/encode?lat=48.8583701&lon=2.2944813&name=Tour%20Eiffel&accuracy=3") { response in
            #expect(response.status == .ok)
            let codes = try #require(try Self.json(response)["codes"] as? [String: String])
            #expect(codes["pluscode"]?.hasPrefix("8FW4V75V+8Q") == true && codes["pluscode"]?.count == 12)
            #expect(codes["geo"]?.hasPrefix("geo:48.8583701,2.2944813;u=3?q=48.8583701,2.2944813(Tour%20Eiffel)") == true)
            #expect(codes["ge0"]?.hasSuffix("/Tour_Eiffel") == true)
        }
        try await call("/api/v1/encode?lat=48.8583701&lon=2.2944813&format=geohash&accuracy=20") { response in
            let value = try Self.json(response)["code"] as? String
            #expect(value == "u09tunqu")
        }
    }

    @Test("A short Plus Code is written and read near a gazetteer town")
    func shortWithTown() async throws {
        try await call("/api/v1/encode?lat=48.8583701&lon=2.2944813&format=pluscode-short&accuracy=20") { response in
            #expect(response.status == .ok)
            let value = try Self.json(response)["code"] as? String
            #expect(value == "V75V+8Q Paris")
        }
        try await call("/api/v1/decode?code=CJ%2B2VX", language: "fr") { response in
            let error = try #require(try Self.json(response)["error"] as? [String: Any])
            #expect((error["message"] as? String)?.contains("Plus Code court") == true)
        }
        try await call("/api/v1/decode?code=V75V%2B8Q%20Paris") { response in
            let point = try #require(try Self.json(response)["point"] as? [String: Any])
            #expect(abs((point["latitude"] as? Double ?? 0) - 48.85837) < 1e-4)
        }
    }

    @Test(
        "Bad input is a clear error in the person's language",
        arguments: [
            ("/api/v1/encode?lat=91&lon=0", "coordinate_out_of_range"), ("/api/v1/encode?lat=1&lon=2&format=w3w", "invalid_format"),
            ("/api/v1/decode?code=CJ%2B2VX", "short_code_needs_reference"), ("/api/v1/decode?code=8FWC2_45%2BG6", "invalid_plus_code"),
            ("/api/v1/decode?code=hello", "unrecognised_code"),
            ("/api/v1/decode?code=BLC%3AAAAA", "invalid_base45"), ("/api/v1/qr?format=png", "missing_parameter"),
            ("/api/v1/decode?code=CJ%2B2VX%20Zzyzzxqville", "unknown_place"), ("/api/v1/encode?lat=1&lon=2&zoom=99", "invalid_zoom"),
        ])
    func badInput(uri: String, code: String) async throws {
        try await call(uri, language: "fr") { response in
            #expect((400...404).contains(response.status.code))
            #expect(try Self.errorCode(response) == code)
            let message = try #require((try Self.json(response)["error"] as? [String: Any])?["message"] as? String)
            #expect(!message.isEmpty)
        }
    }

    @Test("A PNG QR code reads back with zbarimg, list code and accents included")
    func qrPNG() async throws {
        let places = try (0..<20).map { index in
            try SavedPlace(name: "Lieu n°\(index) — café", latitude: 45.76 + Double(index) / 1000, longitude: 4.85, group: "Lyon")
        }
        let code = try ListCode.encode(places)
        for text in [code, "geo:48.8583701,2.2944813?q=48.8583701,2.2944813(Tour%20Eiffel)", "Zoé à l’hôtel"] {
            let query = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            try await call("/api/v1/qr?format=png&data=\(query)") { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                let read = try ZBar.read(png: Data(buffer: response.body))
                #expect(read.trimmingCharacters(in: .newlines) == text)
            }
        }
    }

    @Test("A list's share link in a QR code reads back with zbarimg, and the decode API reads the link as the list")
    func shareLinkQR() async throws {
        let places = try (0..<30).map { index in
            try SavedPlace(name: "Étape \(index) + café", latitude: 43.73 + Double(index) / 1000, longitude: 7.42, group: "Monaco")
        }
        let code = try ListCode.encode(places)
        let link = ListLink.make(code: code, base: "https://baluchon.example.org")
        #expect(link.hasPrefix("https://baluchon.example.org/places?import=BLC:"))
        let query = link.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        try await call("/api/v1/qr?format=png&data=\(query)") { response in
            #expect(response.status == .ok)
            let read = try ZBar.read(png: Data(buffer: response.body)).trimmingCharacters(in: .newlines)
            #expect(read == link)
            #expect(ListLink.code(in: read) == code)
        }
        try await call("/api/v1/decode?code=\(query)") { response in
            #expect(response.status == .ok)
            let body = try Self.json(response)
            #expect(body["kind"] as? String == "list")
            #expect((body["places"] as? [Any])?.count == 30)
        }
        // The bare code still decodes.
        try await call("/api/v1/decode?code=\(code.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")") { response in
            let read = try Self.json(response)["kind"]
            #expect(read as? String == "list")
        }
    }

    @Test("The decode API gives a format-2 list code's tracks beside its places, as the code carries them")
    func decodedTracks() async throws {
        let walk = (0..<40).compactMap { TrackPoint(latitude: 43.73 + Double($0) / 2_000, longitude: 7.42 + Double($0 % 2) / 1_000, elevation: 20) }
        let track = SavedTrack(name: "Sentier", colour: "#1e88e5", segments: [Array(walk[..<25]), Array(walk[25...])])
        let place = try SavedPlace(name: "Col", latitude: 43.75, longitude: 7.43)
        let code = try ListCode.encode([place], tracks: [track])
        let carried = try ListCode.contents(code).tracks
        try await call("/api/v1/decode?code=\(code.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")") { response in
            #expect(response.status == .ok)
            let body = try Self.json(response)
            #expect(body["kind"] as? String == "list")
            #expect((body["places"] as? [[String: Any]])?.first?["name"] as? String == "Col")
            let tracks = try #require(body["tracks"] as? [[String: Any]])
            #expect(tracks.count == 1)
            #expect(tracks.first?["name"] as? String == "Sentier" && tracks.first?["colour"] as? String == "#1e88e5")
            #expect((tracks.first?["points"] as? [Any])?.count == carried.first?.points.count)
            #expect(tracks.first?["breaks"] as? [Int] == carried.first?.breaks)
            #expect(carried.first?.breaks.count == 1)
        }
    }

    @Test("The health answer gives BALUCHON_PUBLIC_URL for the page's share links; an address that is not one stops the start")
    func publicURL() async throws {
        try await call("/api/v1/health") { response in
            let read = try Self.json(response)["publicURL"]
            #expect(read == nil)
        }
        let app = try await TestApp(environment: ["BALUCHON_PUBLIC_URL": "https://baluchon.example.org/"])
        try await app.application.test(.router) { client in
            try await client.execute(uri: "/api/v1/health", method: .get) { response in
                let read = try Self.json(response)["publicURL"]
                #expect(read as? String == "https://baluchon.example.org")
            }
        }
        for wrong in ["baluchon.example.org", "ftp://baluchon.example.org", "https://baluchon.example.org/?a=1", "https://"] {
            await #expect(throws: (any Error).self, "\(wrong)") { try await TestApp(environment: ["BALUCHON_PUBLIC_URL": wrong]) }
        }
    }

    @Test("A geohash of letters only is read with format=geohash or a geohash: prefix, and is a word otherwise")
    func lettersOnlyGeohash() async throws {
        for uri in ["/api/v1/decode?code=gcpvj&format=geohash", "/api/v1/decode?code=geohash%3Agcpvj", "/api/v1/decode?code=GCPVJ&format=geohash"] {
            try await call(uri) { response in
                #expect(response.status == .ok)
                let body = try Self.json(response)
                #expect(body["format"] as? String == "geohash")
                let point = try #require(body["point"] as? [String: Any])
                #expect(abs((point["latitude"] as? Double ?? 0) - 51.52587890625) < 1e-9)
            }
        }
        try await call("/api/v1/decode?code=gcpvj") { response in
            #expect(response.status == .badRequest)
            let read = try Self.errorCode(response)
            #expect(read == "unrecognised_code")
        }
        try await call("/api/v1/decode?code=gapvj&format=geohash", language: "fr") { response in
            let read = try Self.errorCode(response)
            #expect(read == "invalid_geohash")
        }
        try await call("/api/v1/decode?code=u&format=nope") { response in
            let read = try Self.errorCode(response)
            #expect(read == "invalid_format")
        }
    }

    @Test("geo: URIs as Android apps and Organic Maps write them")
    func geoAsAppsWriteThem() async throws {
        for (code, latitude, longitude) in [
            ("geo%3A48.85%2C%202.29", 48.85, 2.29), ("geo%3A48.85%252C2.29", 48.85, 2.29),
            ("geo%3A0%2C0%3Fq%3D43.7384%2C7.4246(Casino)", 43.7384, 7.4246), ("geo%3A43.7384%2C7.4246%26z%3D12", 43.7384, 7.4246),
        ] {
            try await call("/api/v1/decode?code=\(code)") { response in
                #expect(response.status == .ok, "\(code)")
                let point = try #require(try Self.json(response)["point"] as? [String: Any])
                #expect(point["latitude"] as? Double == latitude && point["longitude"] as? Double == longitude, "\(code)")
            }
        }
    }

    @Test("An SVG QR code, and text too long for any QR code")
    func qrSVG() async throws {
        try await call("/api/v1/qr?data=hello") { response in
            #expect(response.headers[.contentType] == "image/svg+xml")
            #expect(String(buffer: response.body).hasPrefix("<svg"))
        }
        try await call("/api/v1/qr?data=\(String(repeating: "%C3%A9", count: 3000))") { response in
            #expect(response.status == .contentTooLarge)
            let code = try Self.errorCode(response)
            #expect(code == "qr_too_long")
        }
    }

    @Test("A list is published, read, changed with its key only, and deleted")
    func lists() async throws {
        let body = ##"{"title":"Lyon","places":[{"name":"Gare","latitude":45.7605,"longitude":4.8597,"group":"Trains","colour":"#1E88E5"}]}"##
        let created = ResultBox()
        try await call("/api/v1/lists", method: .post, body: body) { response in
            #expect(response.status == .created)
            let json = try Self.json(response)
            created.editKey = try #require(json["editKey"] as? String)
            let list = try #require(json["list"] as? [String: Any])
            created.id = try #require(list["id"] as? String)
            #expect((list["code"] as? String)?.hasPrefix("BLC:") == true)
        }
        let id = created.id
        let key = created.editKey
        #expect(id.count >= 22 && key.count >= 32 && id != key)
        try await call("/api/v1/lists/\(id)") { response in
            let places = try #require(try Self.json(response)["places"] as? [[String: Any]])
            #expect(places.first?["colour"] as? String == "#1e88e5")
            #expect(try Self.json(response)["editKey"] == nil)
        }
        let offEarth = #"{"title":"Lyon 3","places":[{"name":"x","latitude":95,"longitude":0}]}"#
        try await call("/api/v1/lists/\(id)", method: .put, body: offEarth, headers: [HTTPField.Name("X-Edit-Key")!: key], language: "fr") {
            response in
            #expect(response.status == .badRequest)
            let error = try #require(try Self.json(response)["error"] as? [String: Any])
            #expect((error["message"] as? String)?.contains("n’est pas sur la Terre") == true)
        }
        try await call("/api/v1/lists/\(id)") { response in
            let json = try Self.json(response)
            #expect(json["title"] as? String == "Lyon", "a refused change leaves the list as it was")
            #expect((json["places"] as? [[String: Any]])?.first?["name"] as? String == "Gare")
        }
        let changed = #"{"title":"Lyon 2","places":[]}"#
        try await call("/api/v1/lists/\(id)", method: .put, body: changed, headers: [HTTPField.Name("X-Edit-Key")!: "wrong"]) { response in
            #expect(response.status == .notFound)
        }
        try await call("/api/v1/lists/\(id)", method: .put, body: changed, headers: [HTTPField.Name("X-Edit-Key")!: key]) { response in
            let value = try Self.json(response)["title"] as? String
            #expect(value == "Lyon 2")
        }
        try await call("/api/v1/lists/\(id)", method: .delete, headers: [HTTPField.Name("X-Edit-Key")!: key]) { response in
            #expect(response.status == .noContent)
        }
        try await call("/api/v1/lists/\(id)") { response in
            #expect(response.status == .notFound)
            let code = try Self.errorCode(response)
            #expect(code == "no_such_list")
        }
    }

    @Test("A place off Earth in a list is refused and nothing is stored")
    func badList() async throws {
        try await call("/api/v1/lists", method: .post, body: #"{"places":[{"name":"x","latitude":95,"longitude":0}]}"#) { response in
            #expect(response.status == .badRequest)
        }
    }

    @Test("A GPX waypoint with no position is left out, named in the answer; the others are imported")
    func gpxSkipped() async throws {
        let gpx = """
            <?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
            <wpt lat="43.7384" lon="7.4246"><name>Casino</name></wpt>
            <wpt><name>Sans coordonnées</name></wpt>
            <wpt lat="43.7311"><name></name></wpt>
            <wpt lat="43.7325" lon="7.4189"><name>Palais</name></wpt>
            </gpx>
            """
        try await call("/api/v1/files/import?name=mixed.gpx", method: .post, body: gpx) { response in
            #expect(response.status == .ok)
            let body = try Self.json(response)
            #expect((body["places"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Casino", "Palais"])
            let skipped = try #require(body["skipped"] as? [[String: Any]])
            #expect(skipped.count == 2)
            #expect(skipped[0]["index"] as? Int == 2 && skipped[0]["name"] as? String == "Sans coordonnées")
            #expect(skipped[1]["index"] as? Int == 3 && skipped[1]["name"] == nil)
        }
    }

    @Test("Files: exported, imported back, and XML entities refused")
    func files() async throws {
        let body = #"{"title":"T","places":[{"name":"Gare & co","latitude":45.7605,"longitude":4.8597,"note":"quai 3","group":"Trains"}]}"#
        let exported = ResultBox()
        try await call("/api/v1/files/export?format=kmz", method: .post, body: body) { response in
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/vnd.google-earth.kmz")
            exported.data = Data(buffer: response.body)
        }
        #expect(exported.data.starts(with: [0x50, 0x4B, 0x03, 0x04]))
        try await call("/api/v1/files/import?name=places.kmz", method: .post, data: exported.data) { response in
            let places = try #require(try Self.json(response)["places"] as? [[String: Any]])
            #expect(places.count == 1)
            #expect(places.first?["name"] as? String == "Gare & co" && places.first?["group"] as? String == "Trains")
            #expect(places.first?["note"] as? String == "quai 3")
        }
        let evil = """
            <?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <gpx version="1.1"><wpt lat="1" lon="2"><name>&xxe;</name></wpt></gpx>
            """
        try await call("/api/v1/files/import?name=evil.gpx", method: .post, body: evil) { response in
            #expect(response.status == .badRequest)
            let code = try Self.errorCode(response)
            #expect(code == "xml_entities_refused")
        }
    }
}

extension SharingRoutesTests {
    @Test(
        "A body over its route's limit is a 413 that names that limit in the traveller's language",
        arguments: [
            ("/api/v1/files/import?name=big.gpx", PlaceFiles.maximumBytes, "fr", "file_too_large", "Le fichier dépasse 20 Mo."),
            ("/api/v1/files/import?name=big.gpx", PlaceFiles.maximumBytes, "en", "file_too_large", "The file is larger than 20 MB."),
            ("/api/v1/lists", SharingRoutes.listBodyLimit, "fr", "body_too_large", "Le corps de la requête dépasse 2048 Ko."),
        ])
    func oversized(uri: String, limit: Int, language: String, code: String, message: String) async throws {
        try await call(uri, method: .post, data: Data(repeating: 0x20, count: limit + 1), language: language) { response in
            #expect(response.status == .contentTooLarge)
            let error = try #require(try Self.json(response)["error"] as? [String: Any])
            #expect(error["code"] as? String == code)
            #expect(error["message"] as? String == message)
        }
    }
}

/// Values carried out of `@Sendable` response checks.
final class ResultBox: @unchecked Sendable {
    var id = ""
    var editKey = ""
    var data = Data()
}
