import BaluchonCore
import Foundation
import Testing

@Suite("Trip packs: the baluchon-tiles bundle")
struct TileBundleTests {
    static let tiles = [
        try! TileCoordinate(z: 17, x: 68_240, y: 47_790), try! TileCoordinate(z: 12, x: 2_132, y: 1_493),
        try! TileCoordinate(z: 17, x: 68_239, y: 47_791),
    ]

    @Test("What is written is read back: tiles sorted, shared blobs, the layout of docs/PACKS.md")
    func roundTrip() throws {
        let blobs = [Data("sea".utf8), Data("town".utf8)]
        let data = TileBundle.encode(tiles: [(Self.tiles[0], 0), (Self.tiles[1], 1), (Self.tiles[2], 0)], blobs: blobs)
        #expect(Array(data.prefix(4)) == Array("BTIL".utf8))
        #expect(data[4] == 1 && data[5] == 0)
        #expect(data.count == 14 + 3 * 13 + 2 * 8 + 7)
        // The first entry is the zoom-12 tile: z, then x and y little-endian.
        #expect(data[14] == 12 && data[15] == 0x54 && data[16] == 0x08)
        let bundle = try TileBundle(decoding: data)
        #expect(bundle.entries.map(\.tile) == [Self.tiles[1], Self.tiles[2], Self.tiles[0]])
        #expect(bundle.blob(of: Self.tiles[0]) == Data("sea".utf8))
        #expect(bundle.blob(of: Self.tiles[2]) == Data("sea".utf8))
        #expect(bundle.blob(of: Self.tiles[1]) == Data("town".utf8))
        #expect(bundle.blob(of: try TileCoordinate(z: 13, x: 1, y: 1)) == nil)
    }

    @Test("A damaged bundle is refused with what is wrong, never read past its end")
    func damaged() throws {
        let good = TileBundle.encode(tiles: [(Self.tiles[0], 0)], blobs: [Data("sea".utf8)])
        func refusal(_ data: Data) -> String? {
            let error = #expect(throws: PackError.self) { try TileBundle(decoding: data) }
            #expect(error?.code == .damagedFile)
            return error?.message.text(in: .en)
        }
        #expect(refusal(Data("PNG!".utf8) + good.dropFirst(4))?.contains("not a baluchon-tiles bundle") == true)
        #expect(refusal(good.prefix(20))?.contains("do not fit") == true)
        for cut in [0, 3, 6, 13, good.count - 1] { _ = refusal(good.prefix(cut)) }
        var huge = good
        huge.replaceSubrange(6..<10, with: [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(refusal(huge)?.contains("do not fit") == true)
        var pastBlobs = good
        pastBlobs[14 + 9] = 7
        #expect(refusal(pastBlobs)?.contains("points past the blobs") == true)
        var badZoom = good
        badZoom[14] = 30
        #expect(refusal(badZoom)?.contains("no tile 30/") == true)
        var longBlob = good
        longBlob[14 + 13 + 4] = 200
        #expect(refusal(longBlob)?.contains("ends past the data") == true)
        #expect(refusal(Data())?.contains("ends too early") == true)
        let twice = TileBundle.encode(tiles: [(Self.tiles[0], 0), (Self.tiles[0], 0)], blobs: [Data("sea".utf8)])
        #expect(refusal(twice)?.contains("out of order") == true)
    }

    @Test("The gazetteer part writes coordinates from their stored digits and escapes names")
    func gazetteerText() throws {
        var columns = PlaceColumns()
        columns.ids = [3_041_563]
        columns.latitudes = [4_250_779]
        columns.longitudes = [-152_109]
        columns.populations = [20_430]
        columns.countries = [0]
        columns.admin1 = [0]
        columns.timeZones = [0]
        columns.features = [0]
        columns.nameBytes = Array("Andorra \"la\" Vella".utf8)
        columns.nameOffsets = [0, UInt32(columns.nameBytes.count)]
        columns.countryCodes = ["AD"]
        columns.admin1Codes = ["07"]
        columns.timeZoneIDs = ["Europe/Andorra"]
        columns.featureCodes = ["PPLC"]
        let index = GazetteerIndex(
            places: columns, keys: NameKeys(bytes: [], offsets: [0], places: [], inner: [], populations: []),
            info: GazetteerInfo(source: "test", builtAt: Date()))
        let bounds = BoundingBox(west: -1.6, south: 42.4, east: -1.4, north: 42.6)
        #expect(PackGazetteer.countries(touching: bounds, in: index) == ["AD"])
        let (json, count) = try PackGazetteer.encode(countries: ["AD"], index: index)
        #expect(count == 1)
        #expect(
            String(decoding: json, as: UTF8.self)
                == #"{"columns":["id","name","latitude","longitude","country","admin1","population","featureCode","timeZone"],"countries":["AD"],"formatVersion":1,"places":[[3041563,"Andorra \"la\" Vella",42.50779,-1.52109,"AD","07",20430,"PPLC","Europe/Andorra"]]}"#
        )
        #expect(try PackGazetteer.encode(countries: ["FR"], index: index).count == 0)
    }
}
