import Foundation

extension JourneyPlanner {
    /// The earliest-arriving journey between two points leaving at `departure`: a walk to any stop
    /// within ``accessRadius``, rides and changes, a walk from a stop to the end; walking all the way
    /// when that arrives no later.
    public func journey(from start: Coordinate, to end: Coordinate, departure: Date) throws(TransitError) -> TransitJourney {
        let leave = Int(departure.timeIntervalSince1970.rounded(.up))
        let access = nearbyStops(start)
        guard !access.isEmpty else { throw .noStopNear(end: .start) }
        let egress = nearbyStops(end)
        guard !egress.isEmpty else { throw .noStopNear(end: .destination) }
        let targets = Dictionary(egress.map { ($0.stop, Timetable.walkingSeconds($0.metres)) }, uniquingKeysWith: min)
        let labels = try scan(sources: access.map { ($0.stop, leave + Timetable.walkingSeconds($0.metres)) }, departure: leave, targets: targets)
        let startPlace = TransitJourney.Place(name: nil, latitude: start.latitude, longitude: start.longitude)
        let endPlace = TransitJourney.Place(name: nil, latitude: end.latitude, longitude: end.longitude)
        let direct = GeoMath.distance(start.latitude, start.longitude, end.latitude, end.longitude)
        let walkAll = leave + Timetable.walkingSeconds(direct)
        let best = targets.filter { labels.arrival[$0.key] < .max }.min { labels.arrival[$0.key] + $0.value < labels.arrival[$1.key] + $1.value }
        guard let best, labels.arrival[best.key] + best.value < walkAll else {
            guard direct <= Self.accessRadius * 2 else { throw .noJourney }
            let walk = TransitJourney.Walk(from: startPlace, to: endPlace, distance: direct, departure: date(leave), arrival: date(walkAll))
            return TransitJourney(
                legs: [.walk(walk)], departure: date(leave), arrival: date(walkAll), feed: timetable.id, timeZone: timetable.timeZone)
        }
        let arrival = labels.arrival[best.key] + best.value
        var legs: [TransitJourney.Leg] = [
            .walk(
                TransitJourney.Walk(
                    from: place(best.key), to: endPlace, distance: distance(place(best.key), endPlace), departure: date(labels.arrival[best.key]),
                    arrival: date(arrival)))
        ]
        var stop = best.key
        for _ in 0...timetable.stops.count {
            let walkedFrom = Int(labels.walkedFrom[stop])
            if walkedFrom >= 0 {
                legs.append(
                    .walk(
                        TransitJourney.Walk(
                            from: place(walkedFrom), to: place(stop), distance: distance(place(walkedFrom), place(stop)),
                            departure: date(labels.primary[walkedFrom]), arrival: date(labels.arrival[stop]))))
                stop = walkedFrom
            }
            let board = Int(labels.primaryBoard[stop])
            if board == Int(Labels.source) {
                legs.append(
                    .walk(
                        TransitJourney.Walk(
                            from: startPlace, to: place(stop), distance: distance(startPlace, place(stop)), departure: date(leave),
                            arrival: date(labels.primary[stop]))))
                return TransitJourney(
                    legs: legs.reversed(), departure: date(leave), arrival: date(arrival), feed: timetable.id, timeZone: timetable.timeZone)
            }
            guard board >= 0 else { break }
            legs.append(.ride(ride(board: board, alight: Int(labels.primaryAlight[stop]), dayStart: labels.dayStarts[labels.primaryDay[stop]] ?? 0)))
            stop = Int(timetable.events[board].stop)
        }
        throw .noJourney
    }

    /// Stops within ``accessRadius`` of a point, with their distance in metres.
    func nearbyStops(_ point: Coordinate) -> [(stop: Int, metres: Double)] {
        timetable.stops.indices.compactMap { index in
            let stop = timetable.stops[index]
            let metres = GeoMath.distance(point.latitude, point.longitude, stop.latitude, stop.longitude)
            return metres <= Self.accessRadius ? (index, metres) : nil
        }
    }

    func ride(board: Int, alight: Int, dayStart: Int) -> TransitJourney.Ride {
        let trip = timetable.trips[tripIndex(ofEvent: board)]
        let line = timetable.lines[Int(trip.line)]
        let path = (board...alight).map { event in
            let stop = timetable.stops[Int(timetable.events[event].stop)]
            return [stop.longitude, stop.latitude]
        }
        return TransitJourney.Ride(
            line: line.shortName, lineName: line.longName, color: line.color, headsign: trip.headsign.isEmpty ? nil : trip.headsign,
            from: place(Int(timetable.events[board].stop)), to: place(Int(timetable.events[alight].stop)),
            departure: date(dayStart + Int(timetable.events[board].departure)), arrival: date(dayStart + Int(timetable.events[alight].arrival)),
            stops: alight - board, path: path)
    }

    /// The trip an event belongs to (binary search over the trips' first events).
    func tripIndex(ofEvent event: Int) -> Int {
        var low = 0
        var high = timetable.trips.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(timetable.trips[middle].firstEvent) <= event { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func place(_ stop: Int) -> TransitJourney.Place {
        let stop = timetable.stops[stop]
        return TransitJourney.Place(name: stop.name, latitude: stop.latitude, longitude: stop.longitude)
    }

    func distance(_ from: TransitJourney.Place, _ to: TransitJourney.Place) -> Double {
        GeoMath.distance(from.latitude, from.longitude, to.latitude, to.longitude)
    }

    func date(_ seconds: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }
}

extension JourneyPlanner {
    /// Whether a point lies within walking distance of the feed's stops' box.
    public func covers(_ point: Coordinate) -> Bool {
        let box = timetable.bounds
        let margin = Self.accessRadius / 111_000
        return point.latitude >= box.south - margin && point.latitude <= box.north + margin
            && point.longitude >= box.west - margin / max(0.1, cos(point.latitude * .pi / 180))
            && point.longitude <= box.east + margin / max(0.1, cos(point.latitude * .pi / 180))
    }
}
