import Foundation

/// Earliest-arrival journeys over a ``Timetable`` by the connection scan: every hop of every trip,
/// sorted once by departure, is read forward from the departure time; a hop is usable when its trip is
/// already boarded or its stop reached in time, and each arrival by vehicle opens the footpaths from
/// its stop. Trips of the day before (after midnight), the day itself and the next day are scanned
/// together, each at its own service day's start in the agency's time zone.
public struct JourneyPlanner: Sendable {
    /// One hop of a trip, from one stop to the next.
    struct Connection: Sendable {
        var departure: Int32
        var arrival: Int32
        var from: Int32
        var to: Int32
        var trip: Int32
        /// The index of the hop's departure event (the arrival is the next one).
        var event: Int32
    }

    /// Walks from the start to stops, and from stops to the end, go this far at most (metres).
    public static let accessRadius = 1_000.0
    /// The service days scanned around the departure's day: the day before for trips past midnight.
    static let dayOffsets: [Int32] = [-1, 0, 1]

    public let timetable: Timetable
    let zone: TimeZone
    let connections: [Connection]

    public init(timetable: Timetable) {
        self.timetable = timetable
        zone = TimeZone(identifier: timetable.timeZone) ?? .gmt
        var connections: [Connection] = []
        connections.reserveCapacity(timetable.events.count)
        for trip in timetable.trips.indices {
            let range = timetable.eventRange(of: trip)
            for event in range.dropLast() {
                let here = timetable.events[event]
                let next = timetable.events[event + 1]
                connections.append(
                    Connection(
                        departure: here.departure, arrival: next.arrival, from: here.stop, to: next.stop, trip: Int32(trip), event: Int32(event)))
            }
        }
        connections.sort { ($0.departure, $0.arrival, $0.trip, $0.event) < ($1.departure, $1.arrival, $1.trip, $1.event) }
        self.connections = connections
    }

    /// The earliest arrival at every stop and how it was reached.
    public struct Labels: Sendable {
        /// Unix seconds; `Int.max` where unreached.
        public internal(set) var arrival: [Int]
        /// The earliest arrival by vehicle (or as a source), from which footpaths leave.
        var primary: [Int]
        /// How the primary arrival came: a ride's boarding and alighting events and service day, or a source.
        var primaryBoard: [Int32]
        var primaryAlight: [Int32]
        var primaryDay: [Int32]
        /// The stop walked from when the earliest arrival is on foot, -1 otherwise.
        var walkedFrom: [Int32]
        /// When each service day scanned starts, by offset from the departure's day.
        var dayStarts: [Int32: Int]

        static let source: Int32 = -1
    }

    /// The day the departure falls on, checked against the feed's service dates.
    public func serviceDay(of departure: Int) throws(TransitError) -> Int32 {
        let day = ServiceDay.day(containing: departure, in: zone)
        guard let days = timetable.serviceDays else {
            throw .outsideServiceDates(feed: timetable.id, first: "—", last: "—")
        }
        guard days.contains(day) else {
            throw .outsideServiceDates(feed: timetable.id, first: ServiceDay.text(days.lowerBound), last: ServiceDay.text(days.upperBound))
        }
        return day
    }

    /// Scans from `sources` (stops reached at Unix seconds, no earlier than `departure`); with
    /// `targets` (stop → seconds still to go), stops as soon as no hop can arrive earlier.
    public func scan(sources: [(stop: Int, time: Int)], departure: Int, targets: [Int: Int] = [:]) throws(TransitError) -> Labels {
        let day = try serviceDay(of: departure)
        let stopCount = timetable.stops.count
        let tripCount = timetable.trips.count
        var labels = Labels(
            arrival: Array(repeating: .max, count: stopCount), primary: Array(repeating: .max, count: stopCount),
            primaryBoard: Array(repeating: -2, count: stopCount), primaryAlight: Array(repeating: -2, count: stopCount),
            primaryDay: Array(repeating: 0, count: stopCount), walkedFrom: Array(repeating: -1, count: stopCount), dayStarts: [:])
        var bound = Int.max
        func reach(_ stop: Int, at time: Int, walkedFrom: Int32) {
            guard time < labels.arrival[stop] else { return }
            labels.arrival[stop] = time
            labels.walkedFrom[stop] = walkedFrom
            if let rest = targets[stop] { bound = min(bound, time + rest) }
        }
        func arriveByVehicleOrSource(_ stop: Int, at time: Int) {
            reach(stop, at: time, walkedFrom: -1)
            for footpath in timetable.footpaths(from: stop) {
                reach(Int(footpath.to), at: time + Int(footpath.seconds), walkedFrom: Int32(stop))
            }
        }
        for source in sources where source.time < labels.primary[source.stop] {
            labels.primary[source.stop] = source.time
            labels.primaryBoard[source.stop] = Labels.source
            arriveByVehicleOrSource(source.stop, at: source.time)
        }

        // One cursor per service day, each at the first hop leaving at or after the departure.
        var starts: [Int] = []
        var cursors: [Int] = []
        var active: [[Bool]] = []
        for offset in Self.dayOffsets {
            let start = ServiceDay.start(of: day + offset, in: zone)
            labels.dayStarts[offset] = start
            starts.append(start)
            cursors.append(firstConnection(departingAtOrAfter: departure - start))
            active.append(timetable.services.indices.map { timetable.runs(service: $0, on: day + offset) })
        }
        var boarded = [Int32](repeating: -1, count: tripCount * Self.dayOffsets.count)
        while true {
            var lane = -1
            var earliest = Int.max
            for index in cursors.indices where cursors[index] < connections.count {
                let time = starts[index] + Int(connections[cursors[index]].departure)
                if time < earliest {
                    earliest = time
                    lane = index
                }
            }
            guard lane >= 0, earliest < bound else { break }
            let connection = connections[cursors[lane]]
            cursors[lane] += 1
            guard active[lane][Int(timetable.trips[Int(connection.trip)].service)] else { continue }
            let key = lane * tripCount + Int(connection.trip)
            if boarded[key] < 0 {
                guard labels.arrival[Int(connection.from)] <= earliest else { continue }
                boarded[key] = connection.event
            }
            let stop = Int(connection.to)
            let arrival = starts[lane] + Int(connection.arrival)
            guard arrival < labels.primary[stop] else { continue }
            labels.primary[stop] = arrival
            labels.primaryBoard[stop] = boarded[key]
            labels.primaryAlight[stop] = connection.event + 1
            labels.primaryDay[stop] = Self.dayOffsets[lane]
            arriveByVehicleOrSource(stop, at: arrival)
        }
        return labels
    }

    /// The first hop leaving at or after `seconds` of a service day (binary search).
    func firstConnection(departingAtOrAfter seconds: Int) -> Int {
        var low = 0
        var high = connections.count
        while low < high {
            let middle = (low + high) / 2
            if Int(connections[middle].departure) < seconds { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
