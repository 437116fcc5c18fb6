import BaluchonCore
import Foundation
import Testing

@Suite("Reverse geocoding")
struct ReverseGeocodingTests {
    let index = SampleGazetteer.index

    private func nearest(_ latitude: Double, _ longitude: Double, limit: Int = 1) throws -> [String] {
        index.nearest(to: try Coordinate(latitude: latitude, longitude: longitude), limit: limit).map { index.places.name(at: $0.place) }
    }

    @Test("finds the nearest place", arguments: [(48.0, -4.1, "Quimper"), (48.86, 2.35, "Paris"), (40.7, -74.0, "New York City")])
    func nearestPlace(latitude: Double, longitude: Double, expected: String) throws {
        #expect(try nearest(latitude, longitude) == [expected])
    }

    @Test("finds neighbours across the antimeridian and near the pole")
    func edges() throws {
        #expect(try nearest(-16.7, 179.95) == ["Matei"])
        #expect(try nearest(89.9, -170) == ["Longyearbyen"])
        #expect(try nearest(-89.9, 0).count == 1)
    }

    @Test("lists several places closest first, with distances")
    func several() throws {
        let found = index.nearest(to: try Coordinate(latitude: 48.5, longitude: -3), limit: 3)
        #expect(found.map { index.places.name(at: $0.place) } == ["Saint-Malo", "Quimper", "London"])
        #expect(found.map(\.metres) == found.map(\.metres).sorted())
        #expect(abs(found[0].metres - 75_000) < 1_000)
    }

    @Test("filters by country")
    func country() throws {
        let found = index.nearest(to: try Coordinate(latitude: 48.85, longitude: 2.35), limit: 1, country: "ES")
        #expect(found.map { index.places.name(at: $0.place) } == ["Madrid"])
        #expect(index.nearest(to: try Coordinate(latitude: 0, longitude: 0), country: "ZZ").isEmpty)
    }

    @Test("agrees with a brute-force scan at random points")
    func bruteForce() throws {
        var generator = SeededGenerator(state: 42)
        for _ in 0..<300 {
            let point = try Coordinate(
                latitude: Double.random(in: -90...90, using: &generator), longitude: Double.random(in: -180...180, using: &generator))
            let expected = (0..<index.places.count).min { left, right in
                distance(point, left) < distance(point, right)
            }
            #expect(index.nearest(to: point, limit: 1).first?.place == expected, "\(point)")
        }
    }

    private func distance(_ point: Coordinate, _ place: Int) -> Double {
        let radians = Double.pi / 180
        let a = point.latitude * radians
        let b = index.places.latitude(at: place) * radians
        let dLongitude = (index.places.longitude(at: place) - point.longitude) * radians
        return acos(min(1, sin(a) * sin(b) + cos(a) * cos(b) * cos(dLongitude)))
    }
}
