import BaluchonCore
import Foundation
import Testing

@Suite("Trip packs: the area a query names")
struct PackAreaTests {
    static let andorra = BoundingBox(west: 1.41, south: 42.42, east: 1.79, north: 42.66)

    func query(_ pairs: [String: String]) throws -> PackAreaQuery {
        try PackAreaQuery { pairs[$0] }
    }

    func code(_ error: any Error) -> ErrorCode? { (error as? any TravellerError)?.code }

    @Test("Exactly one area: none or two is invalid_parameter, each named in the message")
    func oneArea() throws {
        #expect(try query(["region": "andorra"]) == .region(id: "andorra"))
        for pairs in [[:], ["radius": "5"]] {
            let error = #expect(throws: PackError.self) { try query(pairs) }
            #expect(error == .noArea)
            #expect(error?.code == .invalidParameter)
        }
        let two = #expect(throws: PackError.self) { try query(["region": "andorra", "near": "42.5,1.5", "radius": "3"]) }
        #expect(two == .severalAreas)
        #expect(two?.message.text(in: .fr).contains("une seule zone") == true)
        #expect(two?.message.text(in: .en).contains("only one of region, near and list") == true)
    }

    @Test("A circle: a point, then a radius of 2 to 50 whole kilometres")
    func circle() throws {
        let circle = try query(["near": "42.50779, 1.52109", "radius": "3"])
        guard case .circle(let center, let radius) = circle else { Issue.record("not a circle"); return }
        #expect(center.latitude == 42.50779 && radius == 3)
        #expect(circle.parameters == "near=42.5078,1.5211&radius=3")
        let point = #expect(throws: ParameterError.self) { try query(["near": "andorra", "radius": "3"]) }
        #expect(point?.code == .invalidPoint)
        let missing = #expect(throws: ParameterError.self) { try query(["near": "42.5,1.5"]) }
        #expect(missing == .missing(name: "radius"))
        for radius in ["1", "51", "2.5", "-3", "abc", String(repeating: "9", count: 1_000_000)] {
            let error = #expect(throws: PackError.self) { try query(["near": "42.5,1.5", "radius": radius]) }
            #expect(error?.code == .invalidRadius)
            #expect(error?.message.text(in: .en).contains("kilometres from 2 to 50") == true)
            #expect(error?.message.text(in: .fr).contains("kilomètres de 2 à 50") == true)
        }
    }

    @Test("Ids are stable: the same area asked twice, or typed differently, has the same id and box")
    func stableIds() throws {
        let first = PackArea.circle(center: try Coordinate(latitude: 42.507791, longitude: 1.521094), radiusKm: 5)
        let second = PackArea.circle(center: try Coordinate(latitude: 42.50781, longitude: 1.52111), radiusKm: 5)
        #expect(first.id == "near-42.5078,1.5211-5")
        #expect(first == second)
        let places = [
            try SavedPlace(name: "Casa", latitude: 42.5078, longitude: 1.5211), try SavedPlace(name: "Lac", latitude: 42.53, longitude: 1.58),
        ]
        let text = try ListCode.encode(places)
        let lower = try query(["list": "blc:" + text.dropFirst(4)])
        let wrapped = try query(["list": "  " + text.prefix(30) + "\n" + text.dropFirst(30) + " "])
        #expect(lower == wrapped)
        #expect(lower.parameters.hasPrefix("list=BLC:"))
        #expect(String(lower.parameters.dropFirst(5)).removingPercentEncoding == text)
        #expect(!lower.parameters.dropFirst(5).contains { " +&".contains($0) })
        let area = try PackArea.list(places, codeDigest: "0123456789abcdef0123")
        #expect(area.id == "list-0123456789ab")
        // A 1 km margin around the places: about 0.009° of latitude, 0.012° of longitude at 42.5°.
        #expect(abs(area.bounds.south - (42.5078 - 1 / 111.32)) < 1e-9)
        #expect(abs(area.bounds.north - (42.53 + 1 / 111.32)) < 1e-9)
        #expect(area.bounds.west < 1.5211 - 0.0121 && area.bounds.west > 1.5211 - 0.0124)
        #expect(throws: PackError.emptyList) { try PackArea.list([], codeDigest: "00") }
    }

    @Test("A list code's own errors come through, and a huge one is refused before it is read")
    func listErrors() throws {
        let damaged = #expect(throws: SharingError.self) { try query(["list": "BLC:ABCDEF"]) }
        #expect(damaged != nil)
        let huge = #expect(throws: SharingError.self) { try query(["list": "BLC:" + String(repeating: "A", count: 10_000_000)]) }
        #expect(huge == .listTooLarge(maximumBytes: ListCode.maximumBytes))
        let other = #expect(throws: SharingError.self) { try query(["list": "hello"]) }
        #expect(other?.code == .unrecognisedCode)
        // A million nested brackets, then the longest text still read: each a plain refusal.
        let nested = #expect(throws: SharingError.self) {
            try query(["list": String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000)])
        }
        #expect(nested == .listTooLarge(maximumBytes: ListCode.maximumBytes))
        let limit = PackAreaQuery.maximumListCodeLength
        let longestBase45 = (ListCode.maximumBytes + 1) / 2 * 3
        let brackets = #expect(throws: SharingError.self) { try query(["list": "BLC:" + String(repeating: "[", count: longestBase45)]) }
        #expect(brackets == .invalidBase45)
        let wrapped = "BLC:" + String(repeating: "\n", count: limit - 4 - longestBase45) + String(repeating: "0", count: longestBase45)
        #expect(wrapped.count == limit)
        let longest = #expect(throws: SharingError.self) { try query(["list": wrapped]) }
        #expect(longest == .listChecksumMismatch)
        let longer = #expect(throws: SharingError.self) { try query(["list": "BLC:" + String(repeating: "0", count: longestBase45 + 2)]) }
        #expect(longer == .listTooLarge(maximumBytes: ListCode.maximumBytes))
        let over = #expect(throws: SharingError.self) { try query(["list": "BLC:" + String(repeating: "0", count: limit - 3)]) }
        #expect(over == .listTooLarge(maximumBytes: ListCode.maximumBytes))
    }

    @Test("A circle is clipped to the regions it meets; one that meets none has no area")
    func clipping() throws {
        let circle = PackArea.circle(center: try Coordinate(latitude: 42.43, longitude: 1.42), radiusKm: 10)
        let clipped = try #require(circle.clipped(to: [Self.andorra]))
        #expect(clipped.bounds.west == 1.41 && clipped.bounds.south == 42.42)
        #expect(clipped.bounds.north < 42.53 && clipped.bounds.east < 1.55)
        let far = PackArea.circle(center: try Coordinate(latitude: 48.85, longitude: 2.35), radiusKm: 50)
        #expect(far.clipped(to: [Self.andorra]) == nil)
    }

    @Test("The tiles of an area: zooms 12–17, squares meeting the box and a region, in bundle order")
    func tiles() throws {
        let box = BoundingBox(west: 7.41, south: 43.72, east: 7.44, north: 43.75)
        let tiles = PackTiles.coordinates(in: box, regions: [box])
        #expect(Set(tiles.map(\.z)) == Set(12...17))
        #expect(tiles == tiles.sorted { ($0.z, $0.x, $0.y) < ($1.z, $1.x, $1.y) })
        for tile in tiles { #expect(tile.bounds.intersects(box)) }
        // Every tile of zoom 17 that meets the box is there: none missed at the edges.
        let z17 = tiles.filter { $0.z == 17 }
        let xs = z17.map(\.x)
        let ys = z17.map(\.y)
        #expect(z17.count == (xs.max()! - xs.min()! + 1) * (ys.max()! - ys.min()! + 1))
        // A region box covering half the area leaves out the tiles that only meet the other half.
        let half = BoundingBox(west: 7.41, south: 43.72, east: 7.425, north: 43.75)
        let fewer = PackTiles.coordinates(in: box, regions: [half])
        #expect(fewer.count < tiles.count && !fewer.isEmpty)
        for tile in fewer { #expect(tile.bounds.intersects(half)) }
        #expect(PackTiles.coordinates(in: box, regions: []) == [])
    }
}
