import BaluchonCore
import Foundation
import Testing

@testable import BaluchonProviders

@Suite("Place index built from real extracts")
struct PlaceIndexStepTests {
    static let checkedKinds = ["pharmacy", "restaurant", "cafe", "atm", "hospital", "drinking_water", "toilets", "hotel", "museum", "viewpoint"]

    @Test("counts of points of interest by kind match osmium tags-count", arguments: ["monaco", "andorra"])
    func countsMatchOsmium(region: String) async throws {
        let index = try await SearchTestRegions.index(region)
        let counts = index.countsByKind(ShippedKinds.catalog)
        for id in Self.checkedKinds {
            let kind = try #require(ShippedKinds.catalog.kind(id: id))
            #expect(kind.tags.count == 1, "\(id) is made of one tag, so osmium counts it alone")
            let expected = try await SearchTestRegions.tagCount(region, kind.tags[0])
            #expect(expected > 0, "\(id) exists in \(region)")
            #expect(counts[id, default: 0] == expected, "\(id) in \(region)")
        }
    }

    @Test("region.json counts what the step found")
    func manifestCounts() async throws {
        let region = try await SearchTestRegions.region("monaco")
        let index = try await SearchTestRegions.index("monaco")
        #expect(region.info.counts["pois"] == index.places.filter { !$0.kinds.isEmpty }.count)
        #expect((region.info.counts["streets"] ?? 0) > 100)
        #expect(!index.settlements.isEmpty)
    }

    @Test("nearest pharmacies around the Casino square, nearest first, as a full scan finds them")
    func nearestPharmacies() async throws {
        let index = try await SearchTestRegions.index("monaco")
        let pharmacy = try #require(ShippedKinds.catalog.position(of: "pharmacy"))
        let found = index.nearest(kind: pharmacy, latitude: 43.7384, longitude: 7.4246, radius: 2_000, limit: 10)
        #expect(found.count == 10)
        #expect(zip(found, found.dropFirst()).allSatisfy { $0.distance <= $1.distance })
        #expect(found.allSatisfy { index.places[$0.index].kinds.contains("pharmacy") && $0.distance <= 2_000 })
        let scanned = index.nearestByScan(kindID: "pharmacy", latitude: 43.7384, longitude: 7.4246, radius: 2_000, limit: 10)
        #expect(found == scanned)
    }

    @Test("the grid answers like a full scan for every kind around random points", arguments: ["monaco", "andorra"])
    func gridAgreesWithScan(region: String) async throws {
        let index = try await SearchTestRegions.index(region)
        let box = try await SearchTestRegions.region(region).info.bounds
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let latitude = Double.random(in: box.south...box.north, using: &generator)
            let longitude = Double.random(in: box.west...box.east, using: &generator)
            let position = Int.random(in: 0..<ShippedKinds.catalog.kinds.count, using: &generator)
            let radius = Double([300, 2_000, 20_000].randomElement(using: &generator)!)
            let id = ShippedKinds.catalog.kinds[position].id
            let grid = index.nearest(kind: position, latitude: latitude, longitude: longitude, radius: radius, limit: 5)
            let scan = index.nearestByScan(kindID: id, latitude: latitude, longitude: longitude, radius: radius, limit: 5)
            #expect(grid == scan, "\(id) around \(latitude),\(longitude) within \(radius) m")
        }
    }

    @Test("the nearest street in Monaco is a real, named street a few metres away, as every segment says")
    func nearestStreet() async throws {
        let index = try await SearchTestRegions.index("monaco")
        let street = try #require(index.nearestStreet(latitude: 43.7384, longitude: 7.4246))
        #expect(!street.name.isEmpty && street.distance < 100)
        // The brute-force answer over every segment of every street.
        let perDegree = GeoMath.metresPerDegree(atLatitude: 43.7384)
        var best = Double.infinity
        for line in index.streets where line.latitudes.count >= 2 {
            for point in 0..<(line.latitudes.count - 1) {
                best = min(
                    best,
                    PlaceIndex.distanceToSegment(
                        (line.longitudes[point] - 7.4246) * perDegree.longitude, (line.latitudes[point] - 43.7384) * perDegree.latitude,
                        (line.longitudes[point + 1] - 7.4246) * perDegree.longitude, (line.latitudes[point + 1] - 43.7384) * perDegree.latitude))
            }
        }
        #expect(abs(street.distance - best) < 0.001)
    }

    @Test("the town of a point is the deepest administrative area holding it")
    func towns() async throws {
        let monaco = try await SearchTestRegions.index("monaco")
        #expect(monaco.town(latitude: 43.7384, longitude: 7.4246) == RegionTown(name: "Monaco", basis: .boundary))
        let andorra = try await SearchTestRegions.index("andorra")
        // Andorra la Vella is a parish (admin_level 7) inside the country (2).
        #expect(andorra.town(latitude: 42.5063, longitude: 1.5218) == RegionTown(name: "Andorra la Vella", basis: .boundary))
        #expect(andorra.town(latitude: 42.5667, longitude: 1.5983)?.name == "Canillo")
    }

    @Test("addresses and names are found in the region")
    func names() async throws {
        let index = try await SearchTestRegions.index("andorra")
        let withAddress = try #require(
            index.places.first { place in
                place.name.isEmpty && !place.houseNumber.isEmpty && place.houseNumber.allSatisfy(\.isNumber) && !place.street.isEmpty
                    && !place.street.contains(where: \.isNumber)
            })
        let matches = index.matches(name: "\(withAddress.street) \(withAddress.houseNumber)", limit: 5)
        #expect(matches.contains { if case .place(let i) = $0.feature { index.places[i] == withAddress } else { false } })
        let named = try #require(index.places.first { $0.name.count > 6 })
        #expect(index.matches(name: named.name.uppercased(), limit: 5).first?.quality == 0)
    }

    @Test("an archive survives a round trip and a damaged one is refused")
    func roundTrip() async throws {
        let index = try await SearchTestRegions.index("monaco")
        let data = index.archive.encoded()
        #expect(try PlaceIndexArchive(decoding: data) == index.archive)
        #expect(throws: SearchError.self) { try PlaceIndexArchive(decoding: data.prefix(data.count / 2)) }
        #expect(throws: SearchError.corruptIndex(reason: "not a place index")) { try PlaceIndexArchive(decoding: Data("nope, not it".utf8)) }
    }
}
