/// MOTIS 2 `/api/v1/plan` answers, as the server writes them (the fields Baluchon reads).
struct MOTISPlan: Decodable {
    /// Journeys using public transport, in order of departure.
    var itineraries: [Itinerary]
    /// Journeys without public transport (walking), kept apart by MOTIS.
    var direct: [Itinerary]?

    struct Itinerary: Decodable {
        var duration: Int
        /// ISO 8601 instants, such as `2025-03-11T21:36:00Z`.
        var startTime: String
        var endTime: String
        var transfers: Int
        var legs: [Leg]
    }

    struct Leg: Decodable {
        /// `WALK`, `BIKE`, `CAR`… for streets; `BUS`, `TRAM`, `SUBWAY`, `REGIONAL_RAIL`… for public transport.
        var mode: String
        var from: Place
        var to: Place
        var startTime: String
        var endTime: String
        /// Metres, for legs on the streets.
        var distance: Double?
        var headsign: String?
        var routeShortName: String?
        var routeLongName: String?
        var tripShortName: String?
        var displayName: String?
        /// `RRGGBB`.
        var routeColor: String?
        var intermediateStops: [Place]?
        var legGeometry: EncodedPolyline
    }

    struct Place: Decodable {
        /// A stop's name, or `START` and `END` for the places asked.
        var name: String
        var stopId: String?
        var lat: Double
        var lon: Double
    }

    struct EncodedPolyline: Decodable {
        var points: String
        /// Decimal places of the encoding: 7 on `/api/v1` (older servers leave it out), 6 on later versions.
        var precision: Int?
        var length: Int
    }
}
