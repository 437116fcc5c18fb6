import BaluchonToolkit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Regions routes")
struct RegionsRoutesTests {
    /// One app for the suite, over the data directory where Monaco is imported once per run.
    static let app = Task {
        try await TestApp(environment: ["BALUCHON_DATA_DIR": try await ImportedMonaco.dataDirectory().path])
    }

    private func get(_ uri: String, language: String = "en", check: @escaping @Sendable (TestResponse) throws -> Void) async throws {
        try await Self.app.value.application.test(.router) { client in
            try await client.execute(uri: uri, method: .get, headers: [.acceptLanguage: language]) { try check($0) }
        }
    }

    private static func json(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
    }

    /// The slippy-map tile holding a point, computed here independently of the server.
    static func tile(latitude: Double, longitude: Double, zoom: Int) -> (x: Int, y: Int) {
        let n = Double(1 << zoom)
        let radians = latitude * .pi / 180
        return (Int((longitude + 180) / 360 * n), Int((1 - asinh(tan(radians)) / .pi) / 2 * n))
    }

    @Test("lists the imported regions with their header's area and date")
    func regions() async throws {
        try await get("/api/v1/regions") { response in
            #expect(response.status == .ok)
            let body = try Self.json(response)
            #expect(body["attribution"] as? String == "© OpenStreetMap contributors")
            let region = try #require((body["regions"] as? [[String: Any]])?.first)
            #expect(region["id"] as? String == "monaco" && region["name"] as? String == "Monaco")
            #expect(region["sourceFile"] as? String == "monaco.osm.pbf")
            #expect(region["dataDate"] as? String == "2016-03-05T00:26:02Z")
            let bounds = try #require(region["bounds"] as? [String: Double])
            #expect(bounds == ["west": 7.349, "south": 43.71, "east": 7.491, "north": 43.77])
            #expect(region["importedAt"] is String)
            #expect(((region["counts"] as? [String: Int])?["roads"] ?? 0) > 1000)
        }
    }

    @Test("a street-level tile in Monaco is valid SVG with roads and street names")
    func monacoTile() async throws {
        let (x, y) = Self.tile(latitude: 43.7405, longitude: 7.4266, zoom: 16)
        try await get("/api/v1/tiles/16/\(x)/\(y).svg") { response in
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/svg+xml")
            #expect(response.headers[.cacheControl] == "public, max-age=86400")
            let reading = SVGReading(Data(buffer: response.body))
            #expect(reading.valid, "\(reading.error ?? "")")
            #expect(reading.root == "svg" && reading.size == ("256", "256"))
            #expect(reading.strokedPaths >= 5)
            #expect(reading.names.count >= 3)
            #expect(reading.names.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        }
    }

    @Test("tiles out of range or not numbers are refused in the reader's language")
    func badTiles() async throws {
        for (path, detail) in [
            ("11/1066/746.svg", "le zoom 11 n’est pas entre 12 et 18"), ("25/1/1.svg", "le zoom 25 n’est pas entre 12 et 18"),
            ("19/272980/190580.svg", "le zoom 19 n’est pas entre 12 et 18"), ("12/4096/2986.svg", "x et y doivent aller de 0 à 4095 au zoom 12"),
            ("14/99999/5973.svg", "x et y doivent aller de 0 à 16383 au zoom 14"), ("12/2133/-1.svg", "y « -1 » n’est pas un nombre entier"),
            ("12/abc/1.svg", "x « abc » n’est pas un nombre entier"), ("1e1/1/1.svg", "z « 1e1 » n’est pas un nombre entier"),
            ("16/34120/23877", "le chemin doit finir par {y}.svg"), ("14/99999/5973.png", "le chemin doit finir par {y}.svg"),
        ] {
            try await get("/api/v1/tiles/\(path)", language: "fr") { response in
                #expect(response.status == .badRequest, "\(path)")
                let error = try #require(try Self.json(response)["error"] as? [String: Any])
                #expect(error["code"] as? String == "invalid_tile", "\(path)")
                #expect(error["message"] as? String == "Tuile invalide : \(detail).", "wholly in French")
            }
        }
    }

    @Test("a tile touching no region is a 404 with its own code")
    func outside() async throws {
        let (x, y) = Self.tile(latitude: 48.8566, longitude: 2.3522, zoom: 14)
        try await get("/api/v1/tiles/14/\(x)/\(y).svg") { response in
            #expect(response.status == .notFound)
            let error = try #require(try Self.json(response)["error"] as? [String: Any])
            #expect(error["code"] as? String == "tile_outside_regions")
        }
    }
}

/// What XMLParser makes of a tile: whether it parses, its size, stroked paths and the label texts.
final class SVGReading: NSObject, XMLParserDelegate {
    var valid = false
    var error: String?
    var root: String?
    var size: (String?, String?) = (nil, nil)
    var strokedPaths = 0
    var names: [String] = []
    private var inTextPath = false
    private var text = ""

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        valid = parser.parse()
        error = parser.parserError.map { "\($0)" }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:])
    {
        if root == nil {
            root = name
            size = (attributes["width"], attributes["height"])
        }
        if name == "path", attributes["stroke"] != nil, attributes["fill"] == "none" { strokedPaths += 1 }
        if name == "textPath" {
            inTextPath = true
            text = ""
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inTextPath { text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "textPath" {
            names.append(text)
            inTextPath = false
        }
    }
}
