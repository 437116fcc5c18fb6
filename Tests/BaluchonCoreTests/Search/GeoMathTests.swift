import Foundation
import Testing

@testable import BaluchonCore

@Suite("Distances and directions")
struct GeoMathTests {
    @Test("haversine distance of known pairs")
    func distances() {
        // Land's End to John o' Groats, the classic haversine example: 968.9 km, initial bearing 009° 07′ 11″.
        let distance = GeoMath.distance(50.066389, -5.714722, 58.643889, -3.07)
        #expect(abs(distance - 968_900) < 200)
        #expect(abs(GeoMath.bearing(50.066389, -5.714722, 58.643889, -3.07) - 9.1197) < 0.01)
        // One degree of latitude is πR/180.
        #expect(abs(GeoMath.distance(10, 20, 11, 20) - GeoMath.earthRadius * .pi / 180) < 0.001)
        #expect(GeoMath.distance(43.7, 7.4, 43.7, 7.4) == 0)
    }

    @Test(
        "bearing and eight-point direction",
        arguments: [
            (0.0, 0.0, 1.0, 0.0, 0, "N", "N"), (0, 0, 0, 1, 90, "E", "E"), (0, 0, -1, 0, 180, "S", "S"), (0, 0, 0, -1, 270, "W", "O"),
            (0, 0, 1, 1, 45, "NE", "NE"), (0, 0, -1, -1, 225, "SW", "SO"), (0, 0, 1, -1, 315, "NW", "NO"),
        ])
    func bearings(lat1: Double, lon1: Double, lat2: Double, lon2: Double, expected: Int, english: String, french: String) {
        let bearing = GeoMath.bearing(lat1, lon1, lat2, lon2)
        #expect(abs(bearing - Double(expected)) < 0.5)
        #expect(GeoMath.direction(bearing).abbreviation(in: .en) == english)
        #expect(GeoMath.direction(bearing).abbreviation(in: .fr) == french)
    }

    @Test("bearings near a boundary between points")
    func boundaries() {
        #expect(GeoMath.direction(22).abbreviation(in: .en) == "N")
        #expect(GeoMath.direction(23).abbreviation(in: .en) == "NE")
        #expect(GeoMath.direction(359.6).abbreviation(in: .en) == "N")
    }

    @Test(
        "a point parameter refuses what it cannot use, naming the parameter",
        arguments: ["abc", "43.7", "43.7,7.4,1", ",", "nan,1", "43,7;1"])
    func garbledNear(text: String) {
        #expect(throws: ParameterError.invalidPoint(name: "near", value: text)) { try Coordinate(parameter: text, name: "near") }
    }

    @Test("search parameters")
    func parameters() throws {
        #expect(try Coordinate(parameter: "43.7384, 7.4246", name: "near") == Coordinate(latitude: 43.7384, longitude: 7.4246))
        #expect(throws: PlacesError.self) { try Coordinate(parameter: "91,7", name: "near") }
        #expect(try SearchParameters.radius(nil) == 2_000 && SearchParameters.radius("50000") == 50_000)
        for bad in ["0", "50001", "-3", "1e3", "abc"] {
            #expect(throws: ParameterError.outOfRange(name: "radius", value: bad, range: 1...50_000)) { try SearchParameters.radius(bad) }
        }
        #expect(try SearchParameters.limit("50") == 50)
        #expect(throws: ParameterError.outOfRange(name: "limit", value: "51", range: 1...50)) { try SearchParameters.limit("51") }
        #expect(throws: SearchError.emptyQuery) { try SearchParameters.query("  ") }
        #expect(throws: SearchError.queryTooLong(maximum: 200)) { try SearchParameters.query(String(repeating: "a", count: 500)) }
        #expect(throws: PlacesError.invalidCharacters) { try SearchParameters.query("ab\u{7}c") }
    }
}
