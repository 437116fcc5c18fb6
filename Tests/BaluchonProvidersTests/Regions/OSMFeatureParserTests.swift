import BaluchonCore
import FixtureServer
import Foundation
import Testing

@testable import BaluchonProviders

@Suite("Reading osmium's GeoJSON lines")
struct OSMFeatureParserTests {
    func feature(_ line: String) throws -> OSMFeature {
        let bytes = Array(line.utf8)
        return try bytes.withUnsafeBytes { try OSMFeatureParser.feature(in: $0) }
    }

    func isMalformed(_ line: String) -> Bool {
        (try? feature(line)) == nil
    }

    @Test("a node keeps its id, type, tags and position; numbers in properties become text")
    func node() throws {
        let read = try feature(
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[7.4246,43.7384]},"properties":{"@type":"node","@id":26864258,"amenity":"pharmacy","ele":3143.5,"name":"Pharmacie"}}"#
        )
        #expect(read.type == .node && read.id == 26_864_258 && read.shape == .point)
        #expect(read.tags == ["amenity": "pharmacy", "ele": "3143.5", "name": "Pharmacie"])
        #expect(read.longitudes == [7.4246] && read.latitudes == [43.7384] && read.partStarts == [0])
    }

    @Test("lines of the export that cannot be read are counted, not dropped in silence; empty lines are no lines")
    func unreadableLines() {
        let good =
            #"{"type":"Feature","geometry":{"type":"Point","coordinates":[7.4246,43.7384]},"properties":{"@type":"node","@id":1,"name":"Pharmacie"}}"#
        let export = [good, #"{"type":"Feature","geometry":{"type":"Po"#, "", good, "not json at all", good].joined(separator: "\n")
        var read: [Int64] = []
        let unreadable = FeaturesStep.forEachFeature(in: Data(export.utf8), progress: { _ in }) { read.append($0.id) }
        #expect(read == [1, 1, 1])
        #expect(unreadable == 2)
    }

    @Test("a multipolygon's rings are parts of their own, in order, the outer ring first")
    func multipolygon() throws {
        let read = try feature(
            #"{"type":"Feature","geometry":{"type":"MultiPolygon","coordinates":[[[[0,0],[1,0],[1,1],[0,0]],[[0.2,0.2],[0.3,0.2],[0.3,0.3],[0.2,0.2]]],[[[5,5],[6,5],[6,6],[5,5]]]]},"properties":{"@type":"relation","@id":7,"landuse":"forest"}}"#
        )
        #expect(read.isArea && read.type == .relation)
        #expect(read.partStarts == [0, 4, 8])
        #expect(read.part(1) == 4..<8 && read.part(2) == 8..<12)
        #expect(read.parts[2].map(\.longitude) == [5, 6, 6, 5])
    }

    @Test("a line with spaces, a leading record separator and a third coordinate")
    func lineString() throws {
        let read = try feature(
            "\u{1E}{ \"geometry\" : { \"coordinates\" : [ [1.5, 42.5, 1200] , [1.6 ,42.6] ], \"type\": \"LineString\" }, \"properties\": {\"@id\": 3, \"@type\": \"way\", \"highway\": \"primary\"}, \"type\": \"Feature\" }"
        )
        #expect(read.shape == .lineString && read.type == .way && read.id == 3)
        #expect(read.latitudes == [42.5, 42.6] && read.partStarts == [0])
    }

    @Test("escapes are decoded: quotes, backslashes, control characters, \\u with surrogate pairs")
    func escapes() throws {
        let read = try feature(
            #"{"geometry":{"type":"Point","coordinates":[1,2]},"properties":{"@type":"node","@id":1,"name":"L'\"Étoile\" \\ \/ \n\t\u00e9\ud83c\udf7a"}}"#
        )
        #expect(read.tags["name"] == "L'\"Étoile\" \\ / \n\té🍺")
    }

    @Test("skips values it does not use: nested objects, arrays, true, false, null")
    func skipsOtherValues() throws {
        let read = try feature(
            #"{"bbox":[0,1,2,3],"extra":{"a":[true,false,null,{"b":-1.5e-3}]},"geometry":{"type":"Point","coordinates":[1,2],"crs":null},"properties":{"@type":"node","@id":1,"flag":true}}"#
        )
        #expect(read.tags.isEmpty)
    }

    @Test(
        "refuses what is not strict JSON or not a feature",
        arguments: [
            "", "{", "[]", "not json",
            #"{"geometry":{"type":"Point","coordinates":[1,2]},"properties":{"@type":"node"}}"#,
            #"{"geometry":{"type":"Point","coordinates":[1,2]},"properties":{"@id":1}}"#,
            #"{"geometry":{"type":"Circle","coordinates":[1,2]},"properties":{"@type":"node","@id":1}}"#,
            #"{"geometry":{"type":"Point","coordinates":[]},"properties":{"@type":"node","@id":1}}"#,
            #"{"geometry":{"type":"Point","coordinates":[01,2]},"properties":{"@type":"node","@id":1}}"#,
            #"{"geometry":{"type":"Point","coordinates":[1.,2]},"properties":{"@type":"node","@id":1}}"#,
            #"{"geometry":{"type":"Point","coordinates":[1,2]},"properties":{"@type":"node","@id":1,}}"#,
            #"{"geometry":{"type":"Point","coordinates":[1,2]},"properties":{"@type":"node","@id":1,"name":"a\qb"}}"#,
            #"{"geometry":{"type":"Point","coordinates":[1,2]},"properties":{"@type":"node","@id":1,"name":"\ud83c"}}"#,
            #"{"geometry":{"type":"Point","coordinates":[1,2]},"properties":{"@type":"node","@id":1,"name":"open}}"#,
            #"{"geometry":{"type":"Point","coordinates":[1,2]},"properties":{"@type":"node","@id":1}} trailing"#,
            #"{"geometry":{"type":"Point","coordinates":[1,2]},"properties":{"@type":"area","@id":1}}"#,
        ])
    func refuses(line: String) {
        #expect(isMalformed(line))
    }

    @Test("reads the lines of a real export the way Foundation's JSON reader sees them")
    func agreesWithFoundation() async throws {
        let extract = try SharedData.extract("monaco")
        let folder = try RegionFixtures.temporaryFolder("features")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = folder.appendingPathComponent("monaco.geojsonseq")
        let outcome = try await ExternalTool.osmium.run([
            "export", "-f", "geojsonseq", "-x", "print_record_separator=false", "-a", "type,id", "-o", lines.path, extract.path,
        ])
        #expect(outcome.status == 0)
        var checked = 0
        // Every 16th line: enough of every kind of feature, without holding a test thread for seconds.
        let all = try String(contentsOf: lines, encoding: .utf8).split(separator: "\n")
        for line in stride(from: 0, to: all.count, by: 16).map({ all[$0] }) {
            let read = try feature(String(line))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let properties = try #require(object["properties"] as? [String: Any])
            let expected = properties.filter { !$0.key.hasPrefix("@") }.mapValues { $0 as? String ?? "\($0)" }
            #expect(read.tags == expected)
            #expect(read.id == (properties["@id"] as? NSNumber)?.int64Value)
            let geometry = try #require(object["geometry"] as? [String: Any])
            #expect(read.shape.rawValue == geometry["type"] as? String)
            checked += 1
        }
        #expect(checked > 1_000)
    }
}
