import FixtureServer
import Testing

/// What every `mode=any` answer holds, whoever plans the public transport: the four modes compared,
/// fastest first, the route shown being the first of them, none left out.
enum ModeComparison {
    /// A recorded OSRM answer for every road profile between two points (`lon,lat;lon,lat`): the
    /// comparison is what these tests look at, not the roads.
    static func recordRoads(_ server: FixtureServer, between points: String) {
        for profile in ["driving", "foot", "bike"] {
            server.route("GET", "/route/v1/\(profile)/\(points)", .fixture("routes/osrm-route-monaco.json"))
        }
    }

    /// The answer's comparison, once checked.
    static func checked(_ body: [String: Any]) throws -> [[String: Any]] {
        let comparison = try #require(body["comparison"] as? [[String: Any]])
        #expect(Set(comparison.compactMap { $0["mode"] as? String }) == ["car", "walk", "bicycle", "transit"])
        let durations = comparison.compactMap { $0["duration"] as? Double }
        #expect(durations == durations.sorted())
        #expect(body["mode"] as? String == comparison.first?["mode"] as? String)
        #expect((body["legs"] != nil) == (body["mode"] as? String == "transit"))
        #expect((body["unavailable"] as? [Any])?.isEmpty == true, "every mode served")
        return comparison
    }
}
