import Testing

@testable import BaluchonCore

@Suite("Encoded polylines, and the headings Valhalla leaves out")
struct PolylineTests {
    @Test("Google's documented example, at five decimals")
    func documentedExample() throws {
        let points = try #require(Polyline.decode("_p~iF~ps|U_ulLnnqC_mqNvxq`@", precision: 5))
        #expect(points == [[-120.2, 38.5], [-120.95, 40.7], [-126.453, 43.252]])
    }

    @Test("Broken texts are refused", arguments: ["_p~iF", "_p~iF~ps|U_", "\u{7F}\u{7F}", "ab c"])
    func broken(text: String) {
        #expect(Polyline.decode(text) == nil)
    }

    @Test(
        "Bearings between points",
        arguments: [
            ([0.0, 0.0], [0.0, 1.0], 0), ([0.0, 0.0], [1.0, 0.0], 90), ([0.0, 0.0], [0.0, -1.0], 180), ([0.0, 0.0], [-1.0, 0.0], 270),
        ])
    func bearing(start: [Double], end: [Double], degrees: Int) {
        #expect(Int(GeoMath.bearing(start[1], start[0], end[1], end[0]).rounded()) == degrees)
    }
}
