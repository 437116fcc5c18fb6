import Testing

@testable import BaluchonCore

@Suite("Any code or link, recognised")
struct PointCodeTests {
    @Test(
        "Each format is recognised",
        arguments: [
            ("8FW4V75V+8Q", PointCode.Format.plusCode), ("geo:48.85,2.29", .geo), ("om://8wAAAAAAAA/Name", .ge0),
            ("https://omaps.app/8wAAAAAAAA", .omaps), ("https://www.openstreetmap.org/#map=17/51.5/-0.14", .osm), ("geohash:u09tunq", .geohash),
            ("u09tunq6", .geohash), ("48.8584, 2.2945", .decimal), ("48°51'30.2\"N 2°17'40.2\"E", .decimal),
        ])
    func recognised(text: String, format: PointCode.Format) throws {
        let (_, found) = try #require(try PointCode.decode(text).point, "not a point")
        #expect(found == format)
    }

    @Test("Degrees, minutes and seconds with hemispheres")
    func sexagesimal() throws {
        let (point, _) = try #require(try PointCode.decode("33°51'54\"S 151°12'34\"E").point)
        #expect(abs(point.latitude + 33.865) < 1e-9 && abs(point.longitude - 151.209444) < 1e-6)
    }

    @Test("A short Plus Code is read near a reference, and refused without one")
    func shortPlusCode() throws {
        #expect(throws: SharingError.shortPlusCodeNeedsReference("V75V+8Q")) { try PointCode.decode("V75V+8Q") }
        let (point, _) = try #require(try PointCode.decode("V75V+8Q", reference: (48.86, 2.35)).point)
        #expect(abs(point.latitude - 48.8584) < 1e-3 && abs(point.longitude - 2.2945) < 1e-3)
    }

    @Test("Ordinary words are not places", arguments: ["hello", "bed", "Paris"])
    func words(text: String) {
        #expect(throws: SharingError.unrecognisedCode(text)) { try PointCode.decode(text) }
    }

    @Test("Every format encodes and reads back the same place")
    func everyFormat() throws {
        let point = try SharedPoint(latitude: 43.2951, longitude: -0.3708, name: "Château", zoom: 16, uncertainty: 4)
        for format in PointCode.Format.allCases {
            let code = try PointCode.encode(point, as: format)
            let (back, found) = try #require(try PointCode.decode(code).point, "\(format) is not a point")
            #expect(found == format, "\(code)")
            #expect(abs(back.latitude - point.latitude) < 5e-5 && abs(back.longitude - point.longitude) < 5e-5, "\(code)")
        }
    }
}

extension PointCode.Decoded {
    /// The point and its format; nil for a list, so that a test asking for a point fails on anything else.
    var point: (SharedPoint, PointCode.Format)? {
        if case .point(let point, let format) = self { (point, format) } else { nil }
    }
}
