import Testing

@testable import BaluchonCore

@Suite("Organic Maps ge0 links, as the apps' published encoder writes them")
struct OrganicMapsLinkTests {
    @Test(
        "The encoder's own test cases",
        arguments: [
            (0.0, 0.0, 19.0, "Name", "om://8wAAAAAAAA/Name"), (0, 0, 19, "", "om://8wAAAAAAAA"), (0, 0, 2, "Name", "om://AwAAAAAAAA/Name"),
            (0, 0, -5, "Name", "om://AwAAAAAAAA/Name"), (0, 0, 20, "Name", "om://_wAAAAAAAA/Name"), (0, 0, 8.25, "Name", "om://RwAAAAAAAA/Name"),
            (0, 0, 8.499, "Name", "om://RwAAAAAAAA/Name"), (0, 0, 8.5, "Name", "om://SwAAAAAAAA/Name"),
            (0, 0, 19, "Hello World", "om://8wAAAAAAAA/Hello_World"), (0, 0, 19, "'Hello,World!%$", "om://8wAAAAAAAA/%27Hello%2CWorld%21%25%24"),
            (0, 0, 19, "Hello_World", "om://8wAAAAAAAA/Hello%20World"), (0, 0, 19, "Hello\tWorld\n", "om://8wAAAAAAAA/Hello%09World%0A"),
            (0, 0, 19, "\u{2604}", "om://8wAAAAAAAA/\u{2604}"), (0, 0, 19, "Back_in \u{2604}!юм", "om://8wAAAAAAAA/Back%20in_\u{2604}%21юм"),
            (-90, -180, 19, "", "om://8AAAAAAAAA"), (90, -180, 19, "", "om://8qqqqqqqqq"), (90, 179.999999, 19, "", "om://8_________"),
            (-90, 179.999999, 19, "", "om://8VVVVVVVVV"), (90, 0, 19, "", "om://86qqqqqqqq"), (-0.000001, -0.000001, 19, "", "om://8P________"),
        ] as [(Double, Double, Double, String, String)])
    func encoderCases(latitude: Double, longitude: Double, zoom: Double, name: String, link: String) throws {
        let point = try SharedPoint(latitude: latitude, longitude: longitude, name: name, zoom: zoom)
        #expect(OrganicMapsLink.encode(point) == link)
    }

    @Test("The web form and the plain coordinate form are read")
    func webForms() throws {
        let point = try OrganicMapsLink.decode("https://omaps.app/o4B4pYZsRs/Zoo_Zürich")
        #expect(point.name == "Zoo Zürich")
        let plain = try OrganicMapsLink.decode("https://omaps.app/47.385000,8.574000/Zoo?z=16")
        #expect(plain.latitude == 47.385 && plain.longitude == 8.574 && plain.zoom == 16 && plain.name == "Zoo")
    }

    @Test("Bad links are clear errors", arguments: ["om://8wAA", "om://8wAAAA*AAA", "https://example.org/8wAAAAAAAA", "om://8wAAAAAAAAxName"])
    func bad(link: String) {
        #expect(throws: SharingError.invalidOrganicMapsLink(link)) { try OrganicMapsLink.decode(link) }
    }

    @Test("Round trip over 20,000 random points: within the ninth symbol's square, names kept")
    func randomRoundTrips() throws {
        var generator = SeededGenerator(state: 60)
        let names = ["", "Hôtel", "Le_Bon Coin", "a/b?c#d", "100%", "東京タワー"]
        for _ in 0..<20_000 {
            let latitude = Double.random(in: -90...90, using: &generator)
            let longitude = Double.random(in: -180..<180, using: &generator)
            let name = names.randomElement(using: &generator)!
            let point = try SharedPoint(latitude: latitude, longitude: longitude, name: name, zoom: 16)
            let style = OrganicMapsLink.Style.allCases.randomElement(using: &generator)!
            let back = try OrganicMapsLink.decode(OrganicMapsLink.encode(point, style: style))
            #expect(abs(back.latitude - latitude) < 180.0 / Double(1 << 27))
            var longitudeError = abs(back.longitude - longitude)
            longitudeError = min(longitudeError, 360 - longitudeError)
            #expect(longitudeError < 360.0 / Double(1 << 27))
            #expect(back.name == (name.isEmpty ? nil : name))
            #expect(back.zoom == 16)
        }
    }
}
