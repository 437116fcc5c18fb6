/// Valhalla `/route` requests and answers, as the server reads and writes them.
struct ValhallaRequest: Encodable {
    struct Location: Encodable {
        var lat: Double
        var lon: Double
    }

    struct DirectionsOptions: Encodable {
        var units = "kilometers"
    }

    /// A costing's options: `shortest` asks for the shortest distance rather than the quickest.
    struct CostingOptions: Encodable {
        var shortest: Bool
    }

    var locations: [Location]
    var costing: String
    /// Options by costing name (`{"auto": {"shortest": true}}`), for shortest routes only.
    var costingOptions: [String: CostingOptions]?
    var directionsOptions = DirectionsOptions()

    enum CodingKeys: String, CodingKey {
        case locations, costing
        case costingOptions = "costing_options"
        case directionsOptions = "directions_options"
    }
}

struct ValhallaResponse: Decodable {
    var trip: Trip

    struct Trip: Decodable {
        var legs: [Leg]
        var summary: Summary
    }

    struct Summary: Decodable {
        /// Kilometres, as asked.
        var length: Double
        /// Seconds.
        var time: Double
    }

    struct Leg: Decodable {
        var shape: String
        var maneuvers: [ValhallaManeuver]
    }

    struct ValhallaManeuver: Decodable {
        var type: Int
        var streetNames: [String]?
        var length: Double
        var time: Double
        var beginShapeIndex: Int
        var roundaboutExitCount: Int?

        enum CodingKeys: String, CodingKey {
            case type, length, time
            case streetNames = "street_names"
            case beginShapeIndex = "begin_shape_index"
            case roundaboutExitCount = "roundabout_exit_count"
        }
    }
}

/// Valhalla's error answer: `{"error_code":442,"error":"No path could be found for input",…}`.
struct ValhallaError: Decodable {
    var errorCode: Int
    var error: String?

    enum CodingKeys: String, CodingKey {
        case error
        case errorCode = "error_code"
    }
}
