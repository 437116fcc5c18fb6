import BaluchonCore
import Foundation

/// One leg of a public transport journey as `GET /api/v1/route` gives it: a walk, or a ride with its
/// line, headsign, stops and times. Times are ISO 8601 at the feed's own offset, as the city's clocks
/// show them.
struct TransitLegBody: Encodable {
    struct Place: Encodable {
        var name: String?
        /// [longitude, latitude], as GeoJSON.
        var location: [Double]
    }

    /// `walk` or `ride`.
    var type: String
    var from: Place
    var to: Place
    var departure: String
    var arrival: String
    /// Seconds.
    var duration: Double
    /// Metres (as the crow flies for walks).
    var distance: Double
    var line: String?
    var lineName: String?
    var color: String?
    var headsign: String?
    /// Stops travelled, the alighting one included.
    var stops: Int?
    /// "At X, take line A towards Y." for a ride, then "Get off at Z after 4 stops."
    var board: String?
    var alight: String?

    /// ISO 8601 at the feed's offset: `2014-06-10T08:16:00+10:00`.
    static func timeStyle(of journey: TransitJourney) -> Date.ISO8601FormatStyle {
        Date.ISO8601FormatStyle(timeZoneSeparator: .colon, timeZone: TimeZone(identifier: journey.timeZone) ?? .gmt)
    }

    static func legs(of journey: TransitJourney, language: UILanguage) -> [TransitLegBody] {
        let style = timeStyle(of: journey)
        let writer = InstructionWriter(language: language)
        func place(_ place: TransitJourney.Place) -> Place {
            Place(name: place.name, location: [place.longitude, place.latitude])
        }
        return journey.legs.map { leg in
            switch leg {
            case .walk(let walk):
                return TransitLegBody(
                    type: "walk", from: place(walk.from), to: place(walk.to), departure: walk.departure.formatted(style),
                    arrival: walk.arrival.formatted(style), duration: walk.arrival.timeIntervalSince(walk.departure),
                    distance: walk.distance.rounded())
            case .ride(let ride):
                let distance = zip(ride.path, ride.path.dropFirst()).reduce(0) { $0 + GeoMath.distance($1.0[1], $1.0[0], $1.1[1], $1.1[0]) }
                return TransitLegBody(
                    type: "ride", from: place(ride.from), to: place(ride.to), departure: ride.departure.formatted(style),
                    arrival: ride.arrival.formatted(style), duration: ride.arrival.timeIntervalSince(ride.departure), distance: distance.rounded(),
                    line: ride.line, lineName: ride.lineName, color: ride.color.isEmpty ? nil : ride.color, headsign: ride.headsign,
                    stops: ride.stops,
                    board: writer.sentence(for: GuidanceStep(.board(line: ride.line, headsign: ride.headsign, stop: ride.from.name ?? ""))),
                    alight: writer.sentence(for: GuidanceStep(.alight(stop: ride.to.name ?? "", stops: ride.stops))))
            }
        }
    }
}
