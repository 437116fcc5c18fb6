import BaluchonCore
import BaluchonProviders
import BaluchonStore
import FixtureServer
import Foundation
import Logging
import Testing

@testable import BaluchonToolkit

/// A pack of real Andorra data (the shared extract, imported by the toolkit with every step the server runs).
@Suite("Trip packs over Andorra")
struct PackServiceAndorraTests {
    static let toolkit = Task { () throws -> Toolkit in
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-andorra-\(UUID().uuidString)")
        let settings = try Settings(reader: try await Settings.reader(environment: ["BALUCHON_DATA_DIR": directory.path]))
        let toolkit = try Toolkit(settings: settings, logger: Logger(label: "test"), store: try SQLiteStore.inMemory())
        try await toolkit.regions.importExtract(try SharedData.extract("andorra"))
        return toolkit
    }
    static let rates = PackService.Rates(body: Data(#"{"base":"EUR"}"#.utf8), day: "2026-11-25", currencies: 1)
    /// Andorra la Vella.
    static let centre = try! Coordinate(latitude: 42.5078, longitude: 1.5211)

    @Test("The places part of a circle answers “where am I” inside it as the whole region does")
    func placesAnswerAsTheRegion() async throws {
        let toolkit = try await Self.toolkit.value
        let area = try toolkit.packs.area(.circle(center: Self.centre, radiusKm: 2))
        #expect(area.id == "near-42.5078,1.5211-2")
        let manifest = try await toolkit.packs.manifest(
            for: area, query: "near=42.5078,1.5211&radius=2", language: .en, rates: Self.rates, work: InPlaceWork())
        #expect(manifest.name == "2 km around Andorra la Vella")
        let placesPart = try #require(manifest.parts.first { $0.id == .places })
        let part = try await toolkit.packs.part(.places, of: area, version: placesPart.version, rates: Self.rates, work: InPlaceWork())
        let cut = try PlaceIndex(data: part.bytes, catalog: ShippedKinds.catalog)
        let region = try #require(toolkit.regions.installed().first)
        let whole = try PlaceIndexLoader.load(
            region.folder(InstalledRegion.placesFolder).appendingPathComponent(FeaturesStep.placesFile), catalog: ShippedKinds.catalog)
        #expect(cut.places.count < whole.places.count && cut.places.count > 200)
        for (latitude, longitude) in [(42.5078, 1.5211), (42.5063, 1.5218), (42.5110, 1.5380), (42.4985, 1.5040)] {
            #expect(
                cut.nearestStreet(latitude: latitude, longitude: longitude)?.name
                    == whole.nearestStreet(latitude: latitude, longitude: longitude)?.name)
            #expect(cut.town(latitude: latitude, longitude: longitude) == whole.town(latitude: latitude, longitude: longitude))
        }
        #expect(cut.town(latitude: 42.5078, longitude: 1.5211)?.name == "Andorra la Vella")
        let gazetteer = try #require(manifest.parts.first { $0.id == .gazetteer })
        let json = try await toolkit.packs.part(.gazetteer, of: area, version: gazetteer.version, rates: Self.rates, work: InPlaceWork())
        let body = try #require(try JSONSerialization.jsonObject(with: json.bytes) as? [String: Any])
        #expect(body["countries"] as? [String] == ["AD"])
        #expect((body["places"] as? [[Any]])?.count == gazetteer.count)
        #expect(manifest.parts.first { $0.id == .rates }?.bytes == Self.rates.body.count)
    }

    @Test("The region's tile list meets every zoom, and the folder of parts forgets what nobody asked for in a day")
    func sweep() async throws {
        let toolkit = try await Self.toolkit.value
        let region = try #require(toolkit.regions.regions().first)
        let tiles = PackTiles.coordinates(in: region.bounds, regions: [region.bounds])
        #expect(Set(tiles.map(\.z)) == Set(12...17))
        #expect(tiles.count > 15_000)
        let store = PackStore(
            directory: FileManager.default.temporaryDirectory.appendingPathComponent("packs-\(UUID().uuidString)"), capacityBytes: 400)
        let old = try store.keep(Data(repeating: 1, count: 40), part: .kinds, key: "old", count: nil, dataDate: nil)
        #expect(store.built(.kinds, key: "old") == old)
        let later = Date().addingTimeInterval(PackStore.keepFor + 60)
        for file in [store.file(.kinds, key: "old"), store.description(.kinds, key: "old")] {
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-PackStore.keepFor - 60)], ofItemAtPath: file.path)
        }
        _ = try store.keep(Data(repeating: 2, count: 40), part: .rates, key: "new", count: nil, dataDate: nil)
        #expect(store.built(.kinds, key: "old") == nil)
        #expect(store.built(.rates, key: "new") != nil)
        // Over the capacity, the least recently asked-for part goes first, its description with it.
        _ = try store.keep(Data(repeating: 3, count: 250), part: .places, key: "newer", count: nil, dataDate: nil)
        #expect(store.built(.rates, key: "new") == nil)
        #expect(!FileManager.default.fileExists(atPath: store.description(.rates, key: "new").path))
        #expect(store.built(.places, key: "newer") != nil)
        store.sweep(now: later.addingTimeInterval(PackStore.keepFor))
        #expect(store.built(.places, key: "newer") == nil)
    }
}
