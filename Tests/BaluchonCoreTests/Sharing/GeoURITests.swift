import Testing

@testable import BaluchonCore

@Suite("geo: URIs (RFC 5870 and the Android query)")
struct GeoURITests {
    @Test("Writes coordinates, uncertainty, label and zoom")
    func encode() throws {
        let point = try SharedPoint(latitude: 48.8583701, longitude: 2.2944813, name: "Tour Eiffel (pilier) & co", zoom: 17, uncertainty: 12)
        #expect(
            GeoURI.encode(point)
                == "geo:48.8583701,2.2944813;u=12?q=48.8583701,2.2944813(Tour%20Eiffel%20%28pilier%29%20%26%20co)&z=17")
    }

    @Test(
        "Reads the forms found in the wild",
        arguments: [
            ("geo:13.4125,103.8667", 13.4125, 103.8667, nil, nil, nil),
            ("GEO:-33.8688,151.2093,40;crs=wgs84;u=35", -33.8688, 151.2093, nil, nil, 35.0),
            ("geo:0,0?q=34.99,-106.61(Treasure)", 34.99, -106.61, "Treasure", nil, nil),
            (
                "geo:33.8904075,35.5066454?z=16.5&q=33.8904075,35.5066454(Falafel%20M.%20Sahyoun)", 33.8904075, 35.5066454, "Falafel M. Sahyoun",
                16.5, nil
            ),
            ("geo:47.1,8.2?q=47.1,8.2(Caf%C3%A9+du+Lac)&z=15", 47.1, 8.2, "Café du Lac", 15.0, nil),
        ] as [(String, Double, Double, String?, Double?, Double?)])
    func decode(uri: String, latitude: Double, longitude: Double, name: String?, zoom: Double?, uncertainty: Double?) throws {
        let point = try GeoURI.decode(uri)
        #expect(point.latitude == latitude)
        #expect(point.longitude == longitude)
        #expect(point.name == name)
        #expect(point.zoom == zoom)
        #expect(point.uncertainty == uncertainty)
    }

    @Test(
        "Bad URIs are clear errors",
        arguments: [
            ("geo:abc", "invalid_geo_uri"), ("geo:91,0", "coordinate_out_of_range"), ("geo:1,2;crs=epsg:3857", "unsupported_crs"),
            ("geo:1,2;u=-3", "invalid_geo_uri"), ("geo:0,0?q=pizza+near+me", "invalid_geo_uri"), ("http://x", "invalid_geo_uri"),
        ])
    func bad(uri: String, code: String) {
        #expect {
            try GeoURI.decode(uri)
        } throws: { error in
            (error as? SharingError)?.code.rawValue == code
        }
    }

    @Test("Round trip over 5,000 random points with awkward labels")
    func randomRoundTrips() throws {
        var generator = SeededGenerator(state: 5870)
        let pieces = ["Café", " ", "(", ")", "&", "=", "?", "#", "%", "+", "東京", "Ωmega", ",", ";", "_", "\u{1F600}"]
        for _ in 0..<5_000 {
            let latitude = (Double.random(in: -90...90, using: &generator) * 1e7).rounded() / 1e7
            let longitude = (Double.random(in: -180...180, using: &generator) * 1e7).rounded() / 1e7
            let name = (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let point = try SharedPoint(latitude: latitude, longitude: longitude, name: name, zoom: 15)
            let back = try GeoURI.decode(GeoURI.encode(point))
            #expect(abs(back.latitude - latitude) < 1e-9 && abs(back.longitude - longitude) < 1e-9)
            #expect(back.name == name)
            #expect(back.zoom == 15)
        }
    }
}
