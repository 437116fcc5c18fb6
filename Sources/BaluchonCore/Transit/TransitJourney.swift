import Foundation

/// A public transport journey, leg by leg: walks, then each ride with its line, headsign, stops and times.
public struct TransitJourney: Sendable, Equatable, Codable {
    /// Where a leg starts or ends: a stop's name, or nil for the traveller's own start and end.
    public struct Place: Sendable, Equatable, Codable {
        public var name: String?
        public var latitude: Double
        public var longitude: Double

        public init(name: String?, latitude: Double, longitude: Double) {
            (self.name, self.latitude, self.longitude) = (name, latitude, longitude)
        }
    }

    public struct Walk: Sendable, Equatable, Codable {
        public var from: Place
        public var to: Place
        /// Metres: as the crow flies offline, along the streets when an online planner says.
        public var distance: Double
        public var departure: Date
        public var arrival: Date
        /// The streets walked as (longitude, latitude), when an online planner gives them; empty for a straight line.
        public var path: [[Double]] = []

        public init(from: Place, to: Place, distance: Double, departure: Date, arrival: Date, path: [[Double]] = []) {
            (self.from, self.to, self.distance, self.departure, self.arrival, self.path) = (from, to, distance, departure, arrival, path)
        }
    }

    public struct Ride: Sendable, Equatable, Codable {
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
        /// The line travelled as (longitude, latitude): every stop called at, boarding and alighting
        /// included, or the vehicle's own shape when an online planner gives it.
        public var path: [[Double]]

        public init(
            line: String, lineName: String, color: String, headsign: String?, from: Place, to: Place, departure: Date, arrival: Date,
            stops: Int, path: [[Double]]
        ) {
            (self.line, self.lineName, self.color, self.headsign) = (line, lineName, color, headsign)
            (self.from, self.to, self.departure, self.arrival, self.stops, self.path) = (from, to, departure, arrival, stops, path)
        }
    }

    public enum Leg: Sendable, Equatable, Codable {
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
    /// The feed that served (or the online planner) and the time zone of the journey's clocks.
    public var feed: String
    public var timeZone: String

    public init(legs: [Leg], departure: Date, arrival: Date, feed: String, timeZone: String) {
        (self.legs, self.departure, self.arrival, self.feed, self.timeZone) = (legs, departure, arrival, feed, timeZone)
    }

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
                geometry.append(
                    contentsOf: walk.path.isEmpty ? [[walk.from.longitude, walk.from.latitude], [walk.to.longitude, walk.to.latitude]] : walk.path)
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
