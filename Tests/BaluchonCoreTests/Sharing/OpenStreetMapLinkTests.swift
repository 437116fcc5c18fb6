import Testing

@testable import BaluchonCore

@Suite("OpenStreetMap links")
struct OpenStreetMapLinkTests {
    @Test("Marker links, written and read")
    func marker() throws {
        let point = try SharedPoint(latitude: 45.8325, longitude: 6.8651, zoom: 14)
        let link = OpenStreetMapLink.encode(point)
        #expect(link == "https://www.openstreetmap.org/?mlat=45.8325000&mlon=6.8651000#map=14/45.8325000/6.8651000")
        #expect(try OpenStreetMapLink.decode(link) == point)
    }

    @Test("A view link is read as its centre")
    func view() throws {
        let point = try OpenStreetMapLink.decode("https://www.openstreetmap.org/#map=17/51.50101/-0.14156")
        #expect(point.latitude == 51.50101 && point.longitude == -0.14156 && point.zoom == 17)
    }

    @Test("Bad links are clear errors", arguments: ["https://www.openstreetmap.org/about", "https://evil.example/?mlat=1&mlon=2", "not a link"])
    func bad(link: String) {
        #expect(throws: SharingError.invalidOpenStreetMapLink(link)) { try OpenStreetMapLink.decode(link) }
    }

    @Test("Round trip over 5,000 random points")
    func randomRoundTrips() throws {
        var generator = SeededGenerator(state: 1904)
        for _ in 0..<5_000 {
            let latitude = (Double.random(in: -90...90, using: &generator) * 1e7).rounded() / 1e7
            let longitude = (Double.random(in: -180...180, using: &generator) * 1e7).rounded() / 1e7
            let back = try OpenStreetMapLink.decode(OpenStreetMapLink.encode(try SharedPoint(latitude: latitude, longitude: longitude)))
            #expect(abs(back.latitude - latitude) < 1e-9 && abs(back.longitude - longitude) < 1e-9)
        }
    }
}
