import Foundation

/// A public transport journey, leg by leg: walks, then each ride with its line, headsign, stops and times.
public struct TransitJourney: Sendable, Equatable {
    /// Where a leg starts or ends: a stop's name, or nil for the traveller's own start and end.
    public struct Place: Sendable, Equatable {
        public var name: String?
        public var latitude: Double
        public var longitude: Double
    }

    public struct Walk: Sendable, Equatable {
        public var from: Place
        public var to: Place
        /// Metres, as the crow flies.
        public var distance: Double
        public var departure: Date
        public var arrival: Date
    }

    public struct Ride: Sendable, Equatable {
        /// The name the vehicles show ("A", "110") and the line's long name.
        public var line: String
        public var lineName: String
        /// `RRGGBB`, or empty.
        public var color: String
        public var headsign: String?
        public var from: Place
        public var to: Place
        public var departure: Date
        public var arrival: Date
        /// Stops travelled, the alighting one included.
        public var stops: Int
        /// Every stop called at, boarding and alighting included, as (longitude, latitude).
        public var path: [[Double]]
    }

    public enum Leg: Sendable, Equatable {
        case walk(Walk)
        case ride(Ride)

        public var departure: Date {
            switch self {
            case .walk(let walk): walk.departure
            case .ride(let ride): ride.departure
            }
        }

        public var arrival: Date {
            switch self {
            case .walk(let walk): walk.arrival
            case .ride(let ride): ride.arrival
            }
        }
    }

    public var legs: [Leg]
    /// When the traveller asked to leave, and when they arrive.
    public var departure: Date
    public var arrival: Date
    /// The feed that served and its time zone.
    public var feed: String
    public var timeZone: String

    /// The rides of the journey, in order.
    public var rides: [Ride] {
        legs.compactMap { leg in
            if case .ride(let ride) = leg { ride } else { nil }
        }
    }

    /// The journey in the shape every route has: one line through the legs, and a maneuver where the
    /// traveller starts, boards, alights and arrives, so one writer tells it in both languages.
    public var route: RoadRoute {
        var geometry: [[Double]] = []
        var maneuvers: [RoadRoute.Maneuver] = []
        var distance = 0.0
        func add(_ step: GuidanceStep, at place: Place, time: Date) {
            maneuvers.append(
                RoadRoute.Maneuver(
                    step: step, latitude: place.latitude, longitude: place.longitude, distanceFromStart: distance,
                    timeFromStart: time.timeIntervalSince(departure)))
        }
        for (index, leg) in legs.enumerated() {
            switch leg {
            case .walk(let walk):
                if index == 0 { add(GuidanceStep(.depart(heading: nil)), at: walk.from, time: walk.departure) }
                geometry.append(contentsOf: [[walk.from.longitude, walk.from.latitude], [walk.to.longitude, walk.to.latitude]])
                distance += walk.distance
            case .ride(let ride):
                add(GuidanceStep(.board(line: ride.line, headsign: ride.headsign, stop: ride.from.name ?? "")), at: ride.from, time: ride.departure)
                geometry.append(contentsOf: ride.path)
                distance += zip(ride.path, ride.path.dropFirst()).reduce(0) { $0 + GeoMath.distance($1.0[1], $1.0[0], $1.1[1], $1.1[0]) }
                add(GuidanceStep(.alight(stop: ride.to.name ?? "", stops: ride.stops)), at: ride.to, time: ride.arrival)
            }
        }
        if case .walk(let last) = legs.last { add(GuidanceStep(.arrive(nil)), at: last.to, time: arrival) }
        return RoadRoute(mode: .transit, distance: distance, duration: arrival.timeIntervalSince(departure), geometry: geometry, maneuvers: maneuvers)
    }
}
