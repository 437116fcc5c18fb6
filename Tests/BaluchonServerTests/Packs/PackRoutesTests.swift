import BaluchonCore
import BaluchonProviders
import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BaluchonToolkit

@Suite("Trip packs: the manifest and its parts over real Monaco data")
struct PackRoutesTests {
    static let environment = ["BALUCHON_RATES_PROVIDERS": "embedded"]
    /// One app over the data directory where Monaco is imported once per run.
    static let app = Task {
        var environment = Self.environment
        environment["BALUCHON_DATA_DIR"] = try await ImportedMonaco.dataDirectory().path
        return try await TestApp(environment: environment)
    }
    /// A circle in the middle of Monaco: a small pack, quick to build.
    static let casino = "near=43.7396,7.4276&radius=2"

    /// An app of its own over a copy of the imported Monaco, without any pack built.
    static func ownApp() async throws -> TestApp {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-packs-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: try await ImportedMonaco.dataDirectory(), to: copy)
        try? FileManager.default.removeItem(at: copy.appendingPathComponent("packs"))
        var environment = Self.environment
        environment["BALUCHON_DATA_DIR"] = copy.path
        return try await TestApp(environment: environment)
    }

    static func json(_ buffer: ByteBuffer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: buffer)) as? [String: Any])
    }

    /// Two JSON answers with the same content, whatever the order of their keys.
    static func same(_ first: Data, _ second: Data) -> Bool {
        guard let one = try? JSONSerialization.jsonObject(with: first) as? NSDictionary,
            let other = try? JSONSerialization.jsonObject(with: second) as? NSDictionary
        else { return false }
        return one.isEqual(other)
    }

    static func error(_ response: TestResponse) throws -> [String: Any] {
        try #require(try json(response.body)["error"] as? [String: Any])
    }

    @Test("The pack of a circle: seven parts, each fetched by its URL with its exact bytes, SHA-256 and ETag")
    func circlePack() async throws {
        try await Self.app.value.application.test(.router) { client in
            let manifest = try await client.execute(uri: "/api/v1/packs?\(Self.casino)", method: .get, headers: [.acceptLanguage: "fr"]) {
                response in
                #expect(response.status == .ok)
                return try Self.json(response.body)
            }
            #expect(manifest["id"] as? String == "near-43.7396,7.4276-2")
            #expect((manifest["name"] as? String)?.hasSuffix(" et alentours (2 km)") == true, "no “autour de Monaco” to elide")
            let area = try #require(manifest["area"] as? [String: Any])
            #expect(area["kind"] as? String == "circle" && area["radiusKm"] as? Int == 2)
            #expect(area["center"] as? [Double] == [43.7396, 7.4276])
            let bounds = try #require(area["bounds"] as? [String: Double])
            // The 2 km box, clipped to Monaco's region (south 43.71).
            #expect(abs(bounds["north"]! - (43.7396 + 2 / 111.32)) < 1e-9 && bounds["south"]! > 43.71)
            #expect((manifest["version"] as? String)?.count == 16)
            let missing = try #require(manifest["missing"] as? [[String: String]])
            #expect(missing.isEmpty)
            let parts = try #require(manifest["parts"] as? [[String: Any]])
            #expect(parts.map { $0["id"] as? String } == ["tiles", "places", "kinds", "gazetteer", "rates", "routing", "phrases"])
            #expect(parts[0]["dataDate"] as? String == "2016-03-05")
            // The map's age (Monaco's extract), not the newer gazetteer's or rates' day.
            #expect(parts.compactMap { $0["dataDate"] as? String }.max()! > "2016-03-05")
            #expect(manifest["dataDate"] as? String == "2016-03-05")
            #expect(manifest["totalBytes"] as? Int == parts.reduce(0) { $0 + ($1["bytes"] as? Int ?? 0) })
            var bodies: [String: Data] = [:]
            for part in parts {
                let id = try #require(part["id"] as? String)
                let url = try #require(part["url"] as? String)
                let sha = try #require(part["sha256"] as? String)
                #expect(part["version"] as? String == String(sha.prefix(16)))
                #expect(url.hasPrefix("/api/v1/packs/\(id)?near=43.7396,7.4276&radius=2&version=\(sha.prefix(16))&lang=fr"))
                bodies[id] = try await client.execute(uri: url, method: .get) { response in
                    #expect(response.status == .ok)
                    let body = Data(buffer: response.body)
                    #expect(body.count == part["bytes"] as? Int)
                    #expect(response.headers[.contentLength] == "\(body.count)")
                    #expect(response.headers[.eTag] == "\"\(sha)\"")
                    #expect(Array(SHA256.hash(data: body)).hex == sha)
                    return body
                }
                // The same part asked again with its ETag costs nothing.
                try await client.execute(uri: url, method: .get, headers: [.ifNoneMatch: "\"\(sha)\""]) { response in
                    #expect(response.status == .notModified)
                }
            }
            try await checkTiles(try #require(bodies["tiles"]), count: parts[0]["count"] as? Int, bounds: bounds, client: client)
            let places = try PlaceIndexArchive(decoding: try #require(bodies["places"]))
            #expect(places.places.count == parts[1]["count"] as? Int)
            #expect(places.places.count > 100 && !places.streets.isEmpty && !places.areas.isEmpty)
            let box = BoundingBox(west: bounds["west"]!, south: bounds["south"]!, east: bounds["east"]!, north: bounds["north"]!)
            #expect(places.places.allSatisfy { box.contains(latitude: $0.latitude, longitude: $0.longitude) })
            #expect(places.settlements.contains { $0.name == "Monaco" || $0.name == "Monte-Carlo" })
            #expect(bodies["kinds"] == (try Data(contentsOf: ShippedKinds.tableURL)))
            let gazetteerBody = try #require(bodies["gazetteer"])
            let gazetteer = try #require(try JSONSerialization.jsonObject(with: gazetteerBody) as? [String: Any])
            #expect(gazetteer["formatVersion"] as? Int == 1)
            #expect(gazetteer["countries"] as? [String] == ["FR", "MC"])
            let rows = try #require(gazetteer["places"] as? [[Any]])
            #expect(rows.count == parts[3]["count"] as? Int)
            #expect(rows.contains { $0[1] as? String == "Monaco" && $0[4] as? String == "MC" })
            try checkRouting(try #require(bodies["routing"]), count: parts[5]["count"] as? Int)
            // The rate table, byte for byte the API's, in the manifest's language.
            try await client.execute(uri: "/api/v1/rates", method: .get, headers: [.acceptLanguage: "fr"]) { response in
                #expect(Data(buffer: response.body) == bodies["rates"])
            }
            // The phrases of France's and Monaco's languages (GeoNames: fr, frp, br, co, ca, eu, oc; fr, en, it), with their English.
            let phrasesBody = try #require(bodies["phrases"])
            let phrases = try #require(try JSONSerialization.jsonObject(with: phrasesBody) as? [String: Any])
            #expect(phrases["format"] as? String == "baluchon-phrases" && phrases["formatVersion"] as? Int == 1)
            #expect(phrases["languages"] as? [String] == ["ca", "en", "fr", "it"])
            let entries = try #require(phrases["phrases"] as? [[String: Any]])
            let shipped = try Phrasebook.shipped()
            #expect(entries.count == parts[6]["count"] as? Int && entries.count == shipped.phrases.count)
            #expect(entries.allSatisfy { ($0["texts"] as? [String: String])?["en"] != nil && ($0["texts"] as? [String: String])?["ja"] == nil })
            #expect((phrases["attribution"] as? [String: String])?["licence"] == "CC BY 2.0 FR")
        }
    }

    /// The routing bundle holds the region's Routino database and the profiles the server routes with.
    func checkRouting(_ data: Data, count: Int?) throws {
        let bytes = [UInt8](data)
        #expect(Array(bytes[0..<4]) == Array("BRTE".utf8) && bytes[4] == 1 && bytes[5] == 0)
        let files = Int(bytes[6]) | Int(bytes[7]) << 8
        #expect(files == count)
        var offset = 8
        var names: [String] = []
        var total = 0
        for _ in 0..<files {
            let length = Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
            names.append(String(decoding: bytes[(offset + 2)..<(offset + 2 + length)], as: UTF8.self))
            offset += 2 + length
            total += bytes[offset..<(offset + 4)].reversed().reduce(0) { $0 << 8 | Int($1) }
            offset += 4
        }
        #expect(names == ["nodes.mem", "segments.mem", "ways.mem", "relations.mem", "profiles.xml", "translations.xml", "sentences.json"])
        #expect(offset + total == bytes.count)
        let rest = String(decoding: bytes[(bytes.count - total)...], as: UTF8.self)
        #expect(rest.contains("<speed highway=\"primary\" kph=\"50\""))
        #expect(rest.contains("\"route.turn\":\"tournez {direction}{onto}\""))
    }

    /// Every tile of the bundle is the server's own tile, gzipped; identical tiles share a blob.
    func checkTiles(_ data: Data, count: Int?, bounds: [String: Double], client: some TestClientProtocol) async throws {
        let bundle = try TileBundle(decoding: data)
        #expect(bundle.entries.count == count)
        #expect(Set(bundle.entries.map(\.tile.z)) == Set(12...17))
        #expect(bundle.blobRanges.count < bundle.entries.count)
        for entry in [bundle.entries[0], bundle.entries[bundle.entries.count / 2], bundle.entries[bundle.entries.count - 1]] {
            let svg = try Gzip.decompress(bundle.blob(at: entry.blob))
            try await client.execute(uri: "/api/v1/tiles/\(entry.tile.z)/\(entry.tile.x)/\(entry.tile.y).svg", method: .get) { response in
                #expect(Data(buffer: response.body) == svg)
            }
        }
    }

    @Test(
        "Every wrong query is answered clearly in French and in English",
        arguments: [
            ("/api/v1/packs", 400, "invalid_parameter", "Say which area", "Indiquez la zone"),
            ("/api/v1/packs?region=monaco&near=43.7,7.4&radius=3", 400, "invalid_parameter", "only one of", "un seul de"),
            ("/api/v1/packs?near=43.7,7.4&radius=60", 400, "invalid_radius", "kilometres from 2 to 50", "kilomètres de 2 à 50"),
            ("/api/v1/packs?near=43.7,7.4&radius=1.5", 400, "invalid_radius", "kilometres", "kilomètres"),
            ("/api/v1/packs?near=43.7&radius=3", 400, "invalid_point", "latitude,longitude", "latitude,longitude"),
            ("/api/v1/packs?near=43.7,7.4", 400, "missing_parameter", "radius", "radius"),
            ("/api/v1/packs?region=atlantis", 404, "unknown_region", "atlantis", "atlantis"),
            ("/api/v1/packs?near=48.8566,2.3522&radius=50", 404, "outside_regions", "no region imported", "aucune région importée"),
            ("/api/v1/packs?list=BLC:ABC", 400, "list_truncated", "", ""),
            ("/api/v1/packs?list=hello", 400, "unrecognised_code", "", ""),
            ("/api/v1/packs?near=43.7,7.4&radius=%FF", 400, "invalid_characters", "", ""),
            ("/api/v1/packs/maps?region=monaco&version=0", 404, "not_found", "tiles, places, kinds, gazetteer, rates", "tiles, places"),
            ("/api/v1/packs/tiles?region=monaco", 400, "missing_parameter", "version", "version"),
            ("/api/v1/packs/rates?near=48.8566,2.3522&radius=5&version=0", 404, "outside_regions", "", ""),
        ])
    func badQueries(uri: String, status: Int, code: String, english: String, french: String) async throws {
        try await Self.app.value.application.test(.router) { client in
            for (language, words) in [("en", english), ("fr", french)] {
                try await client.execute(uri: uri, method: .get, headers: [.acceptLanguage: language]) { response in
                    #expect(response.status.code == status)
                    let error = try Self.error(response)
                    #expect(error["code"] as? String == code)
                    #expect(words.isEmpty || (error["message"] as? String ?? "").contains(words), "\(language): \(error["message"] ?? "")")
                    #expect(!(error["message"] as? String ?? "").isEmpty)
                }
            }
        }
    }

    @Test("A huge list= is refused by the list code's own limit, before it is decoded")
    func hugeList() async throws {
        let code = "BLC:" + String(repeating: "0", count: 60_000)
        try await Self.app.value.application.test(.router) { client in
            try await client.execute(uri: "/api/v1/packs?list=\(code)", method: .get) { response in
                #expect(response.status == .contentTooLarge)
                let code = try Self.error(response)["code"] as? String
                #expect(code == "list_too_large")
            }
        }
    }

    @Test("A saved list's pack: the box around its places, its id from the code, the same however the code is written")
    func listPack() async throws {
        let places = [
            try SavedPlace(name: "Casino", latitude: 43.7396, longitude: 7.4276), try SavedPlace(name: "Port", latitude: 43.7347, longitude: 7.4206),
        ]
        let code = try ListCode.encode(places)
        let encoded = try #require(code.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        try await Self.app.value.application.test(.router) { client in
            let manifest = try await client.execute(uri: "/api/v1/packs?list=\(encoded)", method: .get) { response in
                #expect(response.status == .ok)
                return try Self.json(response.body)
            }
            let id = try #require(manifest["id"] as? String)
            #expect(id.hasPrefix("list-") && id.count == 17)
            #expect(manifest["name"] as? String == "Saved list (2 places)")
            let area = try #require(manifest["area"] as? [String: Any])
            #expect(area["kind"] as? String == "list" && area["places"] as? Int == 2)
            let lower = try #require(("blc:" + code.dropFirst(4)).addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            try await client.execute(uri: "/api/v1/packs?list=\(lower)", method: .get) { response in
                let same = try Self.json(response.body)["id"] as? String
                #expect(same == id)
            }
            let parts = try #require(manifest["parts"] as? [[String: Any]])
            let places = try #require(parts.first { $0["id"] as? String == "places" })
            try await client.execute(uri: try #require(places["url"] as? String), method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.body.readableBytes == places["bytes"] as? Int)
            }
        }
    }

    @Test("A part whose version is no longer current is 409 pack_changed; a region removed meanwhile is 404")
    func staleParts() async throws {
        let app = try await Self.ownApp()
        try await app.application.test(.router) { client in
            let manifest = try await client.execute(uri: "/api/v1/packs?\(Self.casino)", method: .get) { try Self.json($0.body) }
            let parts = try #require(manifest["parts"] as? [[String: Any]])
            let kinds = try #require(parts.first { $0["id"] as? String == "kinds" }?["url"] as? String)
            let stale = kinds.replacingOccurrences(of: "version=", with: "version=0000")
            for language in ["en", "fr"] {
                // The part URL names the manifest's language, which the error speaks.
                try await client.execute(uri: stale.replacingOccurrences(of: "lang=en", with: "lang=\(language)"), method: .get) { response in
                    #expect(response.status == .conflict)
                    let error = try Self.error(response)
                    #expect(error["code"] as? String == "pack_changed")
                    #expect((error["hint"] as? String)?.contains(language == "fr" ? "Redemandez" : "Fetch the pack") == true, "\(error)")
                }
            }
            try app.toolkit.regions.remove(id: "monaco")
            try await client.execute(uri: kinds, method: .get) { response in
                #expect(response.status == .notFound)
                let code = try Self.error(response)["code"] as? String
                #expect(code == "outside_regions")
            }
            try await client.execute(uri: "/api/v1/packs?region=monaco", method: .get) { response in
                #expect(response.status == .notFound)
                let code = try Self.error(response)["code"] as? String
                #expect(code == "unknown_region")
            }
        }
    }

    @Test("Two clients asking for the same pack at once: each part is built once, both get the same manifest")
    func buildsOnce() async throws {
        let app = try await Self.ownApp()
        let manifests = try await app.application.test(.router) { client in
            try await withThrowingTaskGroup(of: Data.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        try await client.execute(uri: "/api/v1/packs?\(Self.casino)", method: .get) { response in
                            #expect(response.status == .ok)
                            return Data(buffer: response.body)
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(manifests.count == 2 && Self.same(manifests[0], manifests[1]))
        #expect(app.toolkit.packs.builds.withLock { $0 } == [.tiles: 1, .places: 1, .kinds: 1, .gazetteer: 1, .rates: 1, .routing: 1, .phrases: 1])
        // Kept on disk: a new process over the same folder builds nothing.
        let again = try await TestApp(environment: [
            "BALUCHON_DATA_DIR": app.toolkit.settings.dataDirectory.path, "BALUCHON_RATES_PROVIDERS": "embedded",
        ])
        try await again.application.test(.router) { client in
            try await client.execute(uri: "/api/v1/packs?\(Self.casino)", method: .get) { response in
                #expect(Self.same(Data(buffer: response.body), manifests[0]))
            }
        }
        #expect(again.toolkit.packs.builds.withLock { $0 }.isEmpty)
    }
}
