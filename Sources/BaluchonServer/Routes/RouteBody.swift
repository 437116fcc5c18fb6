import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// The JSON answer of `GET /api/v1/route`: GeoJSON geometry, steps with their sentences, the engine
/// and the data's date; for public transport, the legs and the departure and arrival times too.
struct RouteBody: ResponseEncodable {
    struct Geometry: Encodable {
        var type = "LineString"
        var coordinates: [[Double]]
    }

    struct Step: Encodable {
        var maneuver: String
        var modifier: String?
        var exit: Int?
        /// [longitude, latitude], as GeoJSON.
        var location: [Double]
        var street: String?
        /// Metres from this maneuver to the next.
        var distance: Double
        /// Seconds from this maneuver to the next.
        var duration: Double
        var sentence: String
        /// The instruction as told before reaching it, lower-case, for the app to chain with live distances.
        var ahead: String
    }

    struct Option: Encodable {
        var mode: TravelMode
        var distance: Double
        var duration: Double
    }

    /// A mode `any` could not compare: its error's code and sentence, as asking for it alone would give.
    struct Unavailable: Encodable {
        var mode: TravelMode
        var code: String
        var message: String
    }

    var mode: TravelMode
    var distance: Double
    var duration: Double
    var geometry: Geometry
    var steps: [Step]
    var comparison: [Option]
    var unavailable: [Unavailable]
    var engine: String
    var region: String?
    var dataDate: Date?
    var provenance: Provenance
    var attribution: String
    var legs: [TransitLegBody]?
    /// ISO 8601 at the feed's offset, for public transport.
    var departure: String?
    var arrival: String?

    init(outcome: RouteOutcome, language: UILanguage) {
        let route = outcome.route
        let writer = InstructionWriter(language: language)
        mode = route.mode
        distance = route.distance.rounded()
        duration = route.duration.rounded()
        geometry = Geometry(coordinates: route.geometry)
        steps = route.maneuvers.enumerated().map { index, maneuver in
            let section = route.section(after: index)
            let (kind, modifier, exit) = Self.describe(maneuver.step.maneuver)
            return Step(
                maneuver: kind, modifier: modifier, exit: exit, location: [maneuver.longitude, maneuver.latitude], street: maneuver.step.street,
                distance: section.distance.rounded(), duration: section.duration.rounded(),
                sentence: writer.sentence(for: maneuver.step), ahead: writer.clauseAhead(for: maneuver.step))
        }
        comparison = outcome.comparison.map { Option(mode: $0.mode, distance: $0.distance.rounded(), duration: $0.duration.rounded()) }
        unavailable = outcome.unavailable.map {
            Unavailable(mode: $0.mode, code: $0.reason.code.rawValue, message: $0.reason.message.text(in: language))
        }
        engine = outcome.engine
        region = outcome.region
        dataDate = outcome.dataDate
        provenance = outcome.provenance
        attribution = "Route data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright"
        if let journey = outcome.journey {
            let style = TransitLegBody.timeStyle(of: journey)
            legs = TransitLegBody.legs(of: journey, language: language)
            departure = journey.departure.formatted(style)
            arrival = journey.arrival.formatted(style)
            attribution =
                outcome.region == nil
                ? "Journey: Transitous (transitous.org), from the transit agencies' open timetables; streets © OpenStreetMap contributors."
                : "Timetable: the \(journey.feed) GTFS feed, as published by its transit agency."
        }
    }

    /// A maneuver as OSRM's vocabulary names it (type, modifier, exit), which map libraries know.
    static func describe(_ maneuver: Maneuver) -> (String, String?, Int?) {
        switch maneuver {
        case .depart: ("depart", nil, nil)
        case .turn(let direction): ("turn", modifier(direction), nil)
        case .goStraight: ("continue", "straight", nil)
        case .nameChange: ("new name", nil, nil)
        case .uTurn: ("turn", "uturn", nil)
        case .roundabout(let exit): ("roundabout", nil, exit)
        case .merge(let side): ("merge", side?.rawValue, nil)
        case .ramp(let side): ("on ramp", side?.rawValue, nil)
        case .exit(let side): ("off ramp", side?.rawValue, nil)
        case .keep(let side): ("fork", side.rawValue, nil)
        case .ferry: ("ferry", nil, nil)
        case .arrive(let side): ("arrive", side?.rawValue, nil)
        case .board: ("board", nil, nil)
        case .alight: ("alight", nil, nil)
        }
    }

    static func modifier(_ direction: TurnDirection) -> String {
        switch direction {
        case .slightLeft: "slight left"
        case .left: "left"
        case .sharpLeft: "sharp left"
        case .slightRight: "slight right"
        case .right: "right"
        case .sharpRight: "sharp right"
        }
    }
}
