/// OSRM `route/v1` answers, as the server writes them (`geometries=geojson`, `steps=true`).
struct OSRMResponse: Decodable {
    var code: String
    var message: String?
    var routes: [Route]?

    struct Route: Decodable {
        var distance: Double
        var duration: Double
        var geometry: Geometry
        var legs: [Leg]
    }

    struct Geometry: Decodable {
        var coordinates: [[Double]]
    }

    struct Leg: Decodable {
        var steps: [Step]
    }

    struct Step: Decodable {
        var distance: Double
        var duration: Double
        var name: String?
        var maneuver: StepManeuver
    }

    struct StepManeuver: Decodable {
        var type: String
        var modifier: String?
        var exit: Int?
        var location: [Double]
        var bearingAfter: Int?

        enum CodingKeys: String, CodingKey {
            case type, modifier, exit, location
            case bearingAfter = "bearing_after"
        }
    }
}
