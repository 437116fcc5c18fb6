import Testing

@testable import BaluchonCore

@Suite("Geohash")
struct GeohashTests {
    @Test("Known hashes", arguments: [(57.64911, 10.40744, 11, "u4pruydqqvj"), (42.6, -5.6, 5, "ezs42"), (-25.382708, -49.265506, 8, "6gkzwgjz")])
    func known(latitude: Double, longitude: Double, precision: Int, hash: String) throws {
        #expect(try Geohash.encode(latitude: latitude, longitude: longitude, precision: precision) == hash)
        let cell = try Geohash.decode(hash.uppercased())
        #expect(cell.south <= latitude && latitude <= cell.north && cell.west <= longitude && longitude <= cell.east)
    }

    @Test("Neighbours of ezs42 match the published grid")
    func neighbours() throws {
        let found = try Geohash.neighbours(of: "ezs42")
        #expect(found[.north] == "ezs48")
        #expect(found[.east] == "ezs43")
        #expect(found[.south] == "ezs40")
        #expect(found[.west] == "ezefr")
        #expect(found[.northEast] == "ezs49")
        #expect(found.count == 8)
    }

    @Test("Across the antimeridian and at the pole")
    func edges() throws {
        let east = try Geohash.encode(latitude: 0.1, longitude: 179.99, precision: 4)
        let wrapped = try #require(try Geohash.neighbour(of: east, toward: .east))
        #expect(try Geohash.decode(wrapped).west == -180)
        let top = try Geohash.encode(latitude: 89.99, longitude: 0, precision: 3)
        #expect(try Geohash.neighbour(of: top, toward: .north) == nil)
    }

    @Test("Precision follows the accuracy", arguments: [(5000.0, 5), (150.0, 7), (20.0, 8), (3.0, 9), (0.6, 10), (0.5, 11)])
    func precision(metres: Double, expected: Int) {
        #expect(Geohash.precision(forAccuracy: metres, atLatitude: 45) == expected)
    }

    @Test("Bad hashes and precisions are clear errors")
    func bad() {
        #expect(throws: SharingError.invalidGeohash("ezs4a")) { try Geohash.decode("ezs4a") }
        #expect(throws: SharingError.invalidGeohash("")) { try Geohash.decode("") }
        #expect(throws: SharingError.invalidGeohashPrecision(13)) { try Geohash.encode(latitude: 0, longitude: 0, precision: 13) }
        #expect(throws: SharingError.coordinateOutOfRange(latitude: 91, longitude: 0)) { try Geohash.encode(latitude: 91, longitude: 0) }
    }

    @Test("Round trip and neighbour symmetry over 20,000 random points")
    func randomRoundTrips() throws {
        var generator = SeededGenerator(state: 5)
        for _ in 0..<20_000 {
            let latitude = Double.random(in: -89...89, using: &generator)
            let longitude = Double.random(in: -180...180, using: &generator)
            let precision = Int.random(in: 1...12, using: &generator)
            let hash = try Geohash.encode(latitude: latitude, longitude: longitude, precision: precision)
            let cell = try Geohash.decode(hash)
            #expect(cell.south <= latitude && latitude <= cell.north && cell.west <= longitude && longitude <= cell.east)
            if precision >= 3, let north = try Geohash.neighbour(of: hash, toward: .north) {
                #expect(try Geohash.neighbour(of: north, toward: .south) == hash)
            }
        }
    }
}
