import BaluchonCore
import Foundation
import Testing

@Suite("Region catalogue")
struct RegionCatalogueTests {
    static func fixture() throws -> RegionCatalogue {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/regions/index-v1.json")
        return try RegionCatalogue(decoding: try Data(contentsOf: url))
    }

    @Test("reads Geofabrik's index: ids, names, parents, ISO codes, the pbf address and the outline")
    func reads() throws {
        let catalogue = try Self.fixture()
        #expect(catalogue.regions.map(\.id) == ["europe", "andorra", "france", "monaco"])
        let andorra = try #require(catalogue.region(id: "andorra"))
        #expect(andorra.name == "Andorra" && andorra.parent == "europe" && andorra.isoCodes == ["AD"])
        #expect(andorra.pbfURL == "{{BASE}}/europe/andorra-latest.osm.pbf")
        #expect(andorra.polygons.count == 1 && andorra.polygons[0][0].count == 9)
        #expect(catalogue.region(id: "europe")?.parent == nil)
    }

    @Test("a region is found as people type it: its id or name in any case, its ISO code; a name alone finds nothing else")
    func foundAsTyped() throws {
        let catalogue = try Self.fixture()
        for typed in ["andorra", "Andorra", "ANDORRA", " andorra ", "ad"] {
            #expect(catalogue.region(id: typed)?.id == "andorra", "\(typed)")
        }
        #expect(catalogue.region(id: "Monaco")?.id == "monaco")
        #expect(catalogue.region(id: "andor") == nil, "a part of a name is a search, not a region")
        #expect(catalogue.region(id: "") == nil)
    }

    @Test("the smallest region containing a point comes first; a point outside every outline finds none")
    func containing() throws {
        let catalogue = try Self.fixture()
        #expect(catalogue.containing(latitude: 42.5063, longitude: 1.5218).map(\.id) == ["andorra", "europe"])
        #expect(catalogue.containing(latitude: 43.7384, longitude: 7.4246).map(\.id) == ["monaco", "europe"])
        #expect(catalogue.containing(latitude: 48.8566, longitude: 2.3522).map(\.id) == ["france", "europe"])
        #expect(catalogue.containing(latitude: -33.86, longitude: 151.2).isEmpty)
    }

    @Test("a hole is outside its polygon; ids with a slash make region ids with a dash")
    func holes() throws {
        let square: [(longitude: Double, latitude: Double)] = [(0, 0), (10, 0), (10, 10), (0, 10), (0, 0)]
        let hole: [(longitude: Double, latitude: Double)] = [(4, 4), (6, 4), (6, 6), (4, 6), (4, 4)]
        let region = CatalogueRegion(
            id: "us/california", name: "California", parent: "us", pbfURL: "x", isoCodes: ["US-CA"], polygons: [[square, hole]])
        #expect(region.contains(latitude: 2, longitude: 2))
        #expect(!region.contains(latitude: 5, longitude: 5))
        #expect(!region.contains(latitude: 11, longitude: 5))
        #expect(region.regionID == "us-california")
        #expect(RegionCatalogue(regions: [region]).region(id: "us-california") == region)
    }

    @Test("search matches names, ids and ISO codes whatever the case and accents; an index of another shape is refused")
    func search() throws {
        let catalogue = try Self.fixture()
        #expect(catalogue.search("MONACO").map(\.id) == ["monaco"])
        #expect(catalogue.search("ad").map(\.id) == ["andorra"])
        #expect(catalogue.search("fran").map(\.id) == ["france"])
        #expect(throws: RegionError.catalogueUnreadable) { try RegionCatalogue(decoding: Data(#"{"regions": []}"#.utf8)) }
        #expect(throws: RegionError.catalogueUnreadable) { try RegionCatalogue(decoding: Data("<html>".utf8)) }
    }

    @Test("a mirror's answer nested a million levels deep, as an array or inside a feature, is refused as unreadable")
    func deeplyNested() {
        let depth = 1_000_000
        let arrays = Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        #expect(throws: RegionError.catalogueUnreadable) { try RegionCatalogue(decoding: arrays) }
        let geometry = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let feature =
            #"{"type": "FeatureCollection", "features": [{"properties": {"id": "x", "urls": {"pbf": "http://x"}}, "geometry": {"type": "Polygon", "coordinates": "#
        #expect(throws: RegionError.catalogueUnreadable) { try RegionCatalogue(decoding: Data((feature + geometry + "}}]}").utf8)) }
    }
}
