import Foundation
import Testing

@testable import BaluchonCore

@Suite("A route as a GPX file")
struct RouteGPXTests {
    static let route = RoadRoute(
        mode: .walk, distance: 250, duration: 200, geometry: [[7.4246, 43.7384], [7.4250, 43.7390], [7.4262, 43.7395]],
        maneuvers: [
            .init(
                step: GuidanceStep(.depart(heading: .north), street: "Place du Casino"), latitude: 43.7384, longitude: 7.4246, distanceFromStart: 0,
                timeFromStart: 0),
            .init(
                step: GuidanceStep(.turn(.right), street: "Allée <Princesse> & Fils"), latitude: 43.7390, longitude: 7.4250, distanceFromStart: 80,
                timeFromStart: 60),
            .init(step: GuidanceStep(.arrive(nil)), latitude: 43.7395, longitude: 7.4262, distanceFromStart: 250, timeFromStart: 200),
        ])

    @Test("the maneuvers as route points named with their instruction, the line as a track, names never markup")
    func document() {
        let gpx = RouteGPX.document(
            for: Self.route, name: "Casino → Jardin", language: .fr, createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(gpx.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(gpx.contains("<metadata><name>Casino → Jardin</name><time>2023-11-14T22:13:20Z</time></metadata>"))
        #expect(gpx.components(separatedBy: "<rtept ").count - 1 == 3)
        #expect(gpx.components(separatedBy: "<trkpt ").count - 1 == 3)
        #expect(
            gpx.contains(#"<rtept lat="43.7390000" lon="7.4250000"><name>Tournez à droite sur Allée &lt;Princesse&gt; &amp; Fils.</name></rtept>"#))
        #expect(gpx.contains(#"<trkpt lat="43.7395000" lon="7.4262000"/>"#))
        #expect(gpx.hasSuffix("</gpx>\n"))
    }
}
