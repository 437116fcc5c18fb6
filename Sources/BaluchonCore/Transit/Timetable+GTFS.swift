import Foundation

/// A step of a feed's import, as progress reports it: a fixed id (`rawValue`, what `FeedLibrary`'s progress passes
/// on) that each language names (``label``).
public enum FeedImportStep: String, Sendable, CaseIterable {
    case archive, unzip, agency, stops, lines, calendar, trips
    case stopTimes = "stop_times"
    case footpaths, timetable, done

    /// "reading the archive", « lecture de l’archive »…
    public var label: LocalizedText { LocalizedText("cli.transit.step." + rawValue) }
}

extension Timetable {
    /// Stops this close (metres, as the crow flies) are joined by a footpath.
    public static let footpathRadius = 400.0
    /// The shortest change between two different stops, in seconds, however close they are.
    public static let minimumChange: Int32 = 60

    /// Seconds to walk `metres` as the crow flies: a quarter longer on the ground, at 1.3 m/s.
    public static func walkingSeconds(_ metres: Double) -> Int {
        Int((metres * 1.25 / 1.3).rounded(.up))
    }

    /// Builds the timetable of a GTFS feed from its files; `file` gives a file's bytes, or nil when the
    /// feed leaves it out, and `progress` hears each step and how far the whole has gone (0…1).
    ///
    /// Stations (location_type 1) are not stops of their own: their platforms are, and the feed's
    /// transfers between stations apply between their platforms. Stop times left blank between two
    /// timed stops are interpolated evenly.
    public static func gtfs(
        id: String, file: (String) throws(TransitError) -> [UInt8]?, progress: (_ fraction: Double, _ step: FeedImportStep) -> Void
    ) throws(TransitError) -> Timetable {
        func table(_ name: String, required: Bool) throws(TransitError) -> CSVTable? {
            guard let bytes = try file(name) else {
                if required { throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.fileMissing", ["file": "\(name)"])) }
                return nil
            }
            return try CSVTable(bytes: bytes, name: name)
        }
        progress(0, .agency)
        let agencyTable = try table("agency.txt", required: true)!
        let agencyRow = agencyTable.rows.first ?? []
        let timeZone = CSVTable.field(agencyRow, try agencyTable.requiredColumn("agency_timezone", in: "agency.txt"))
        guard TimeZone(identifier: timeZone) != nil else {
            throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.unknownTimeZone", ["file": "agency.txt", "zone": "\(timeZone)"]))
        }
        let agency = CSVTable.field(agencyRow, agencyTable.column("agency_name"))

        progress(0.02, .stops)
        let (stops, stopIndex, platforms) = try readStops(try table("stops.txt", required: true)!)
        progress(0.05, .lines)
        let (lines, lineIndex) = try readLines(try table("routes.txt", required: true)!)
        progress(0.06, .calendar)
        let (services, serviceIndex) = try readServices(
            calendar: try table("calendar.txt", required: false), dates: try table("calendar_dates.txt", required: false))
        progress(0.08, .trips)
        let tripTable = try table("trips.txt", required: true)!
        progress(0.1, .stopTimes)
        let stopTimes = try table("stop_times.txt", required: true)!
        progress(0.6, .stopTimes)
        let (trips, events) = try readTrips(
            tripTable, stopTimes: stopTimes, lineIndex: lineIndex, serviceIndex: serviceIndex, stopIndex: stopIndex)
        progress(0.85, .footpaths)
        let transfers = try table("transfers.txt", required: false)
        let (footpathStart, footpaths) = try buildFootpaths(stops: stops, transfers: transfers, stopIndex: stopIndex, platforms: platforms)
        return Timetable(
            id: id, agency: agency, timeZone: timeZone, stops: stops, lines: lines, trips: trips, events: events, services: services,
            footpathStart: footpathStart, footpaths: footpaths)
    }

    /// The stops vehicles call at, their index by stop_id, and each station's platforms.
    static func readStops(_ table: CSVTable) throws(TransitError) -> ([Stop], [String: Int32], [String: [Int32]]) {
        let file = "stops.txt"
        let idColumn = try table.requiredColumn("stop_id", in: file)
        let latitudeColumn = try table.requiredColumn("stop_lat", in: file)
        let longitudeColumn = try table.requiredColumn("stop_lon", in: file)
        let nameColumn = table.column("stop_name")
        let typeColumn = table.column("location_type")
        let parentColumn = table.column("parent_station")
        var stops: [Stop] = []
        var index: [String: Int32] = [:]
        var platforms: [String: [Int32]] = [:]
        for row in table.rows {
            let type = CSVTable.field(row, typeColumn)
            guard type.isEmpty || type == "0" else { continue }
            let id = CSVTable.field(row, idColumn)
            guard let latitude = Double(CSVTable.field(row, latitudeColumn)), let longitude = Double(CSVTable.field(row, longitudeColumn)),
                (-90...90).contains(latitude), (-180...180).contains(longitude)
            else { throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.stopNoPosition", ["file": "\(file)", "stop": "\(id)"])) }
            index[id] = Int32(stops.count)
            let parent = CSVTable.field(row, parentColumn)
            if !parent.isEmpty { platforms[parent, default: []].append(Int32(stops.count)) }
            stops.append(Stop(name: CSVTable.field(row, nameColumn), latitude: latitude, longitude: longitude))
        }
        guard !stops.isEmpty else { throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.noStop", ["file": "\(file)"])) }
        return (stops, index, platforms)
    }

    static func readLines(_ table: CSVTable) throws(TransitError) -> ([Line], [String: Int32]) {
        let idColumn = try table.requiredColumn("route_id", in: "routes.txt")
        let shortColumn = table.column("route_short_name")
        let longColumn = table.column("route_long_name")
        let colorColumn = table.column("route_color")
        var lines: [Line] = []
        var index: [String: Int32] = [:]
        for row in table.rows {
            let long = CSVTable.field(row, longColumn)
            let short = CSVTable.field(row, shortColumn)
            index[CSVTable.field(row, idColumn)] = Int32(lines.count)
            lines.append(Line(shortName: short.isEmpty ? long : short, longName: long, color: CSVTable.field(row, colorColumn)))
        }
        return (lines, index)
    }

    static func readServices(calendar: CSVTable?, dates: CSVTable?) throws(TransitError) -> ([Service], [String: Int32]) {
        guard calendar != nil || dates != nil else { throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.noCalendar")) }
        var services: [Service] = []
        var index: [String: Int32] = [:]
        func service(_ id: String) -> Int {
            if let known = index[id] { return Int(known) }
            index[id] = Int32(services.count)
            services.append(Service(weekdays: 0, firstDay: 1, lastDay: 0, added: [], removed: []))
            return services.count - 1
        }
        if let calendar {
            let file = "calendar.txt"
            let idColumn = try calendar.requiredColumn("service_id", in: file)
            let dayColumns = try ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map {
                (name) throws(TransitError) in try calendar.requiredColumn(name, in: file)
            }
            let startColumn = try calendar.requiredColumn("start_date", in: file)
            let endColumn = try calendar.requiredColumn("end_date", in: file)
            for row in calendar.rows {
                let id = CSVTable.field(row, idColumn)
                guard let first = ServiceDay.day(gtfs: CSVTable.field(row, startColumn)),
                    let last = ServiceDay.day(gtfs: CSVTable.field(row, endColumn))
                else {
                    throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.serviceNoDates", ["file": "\(file)", "service": "\(id)"]))
                }
                var weekdays: UInt8 = 0
                for (bit, column) in dayColumns.enumerated() where CSVTable.field(row, column) == "1" { weekdays |= 1 << UInt8(bit) }
                let position = service(id)
                services[position].weekdays = weekdays
                services[position].firstDay = first
                services[position].lastDay = last
            }
        }
        if let dates {
            let file = "calendar_dates.txt"
            let idColumn = try dates.requiredColumn("service_id", in: file)
            let dateColumn = try dates.requiredColumn("date", in: file)
            let typeColumn = try dates.requiredColumn("exception_type", in: file)
            for row in dates.rows {
                let id = CSVTable.field(row, idColumn)
                guard let day = ServiceDay.day(gtfs: CSVTable.field(row, dateColumn)) else {
                    throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.serviceBadDate", ["file": "\(file)", "service": "\(id)"]))
                }
                let position = service(id)
                switch CSVTable.field(row, typeColumn) {
                case "1": services[position].added.append(day)
                case "2": services[position].removed.append(day)
                default:
                    throw .corruptFeed(
                        detail: LocalizedText("error.corrupt_feed.detail.serviceUnknownException", ["file": "\(file)", "service": "\(id)"]))
                }
            }
        }
        return (services, index)
    }

    static func readTrips(
        _ tripTable: CSVTable, stopTimes: CSVTable, lineIndex: [String: Int32], serviceIndex: [String: Int32], stopIndex: [String: Int32]
    ) throws(TransitError) -> ([Trip], [Event]) {
        let tripFile = "trips.txt"
        let tripIDColumn = try tripTable.requiredColumn("trip_id", in: tripFile)
        let routeColumn = try tripTable.requiredColumn("route_id", in: tripFile)
        let serviceColumn = try tripTable.requiredColumn("service_id", in: tripFile)
        let headsignColumn = tripTable.column("trip_headsign")
        var tripIndex: [String: Int] = [:]
        var draft: [Trip] = []
        for row in tripTable.rows {
            let id = CSVTable.field(row, tripIDColumn)
            guard let line = lineIndex[CSVTable.field(row, routeColumn)] else {
                throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.unknownRoute", ["file": "\(tripFile)", "trip": "\(id)"]))
            }
            guard let service = serviceIndex[CSVTable.field(row, serviceColumn)] else { continue }  // A service that never runs.
            tripIndex[id] = draft.count
            draft.append(Trip(line: line, service: service, headsign: CSVTable.field(row, headsignColumn), firstEvent: 0))
        }

        let file = "stop_times.txt"
        let idColumn = try stopTimes.requiredColumn("trip_id", in: file)
        let arrivalColumn = try stopTimes.requiredColumn("arrival_time", in: file)
        let departureColumn = try stopTimes.requiredColumn("departure_time", in: file)
        let stopColumn = try stopTimes.requiredColumn("stop_id", in: file)
        let sequenceColumn = try stopTimes.requiredColumn("stop_sequence", in: file)
        // (trip, sequence, stop, arrival, departure), with -1 for a time left blank.
        var calls: [(trip: Int32, sequence: Int32, stop: Int32, arrival: Int32, departure: Int32)] = []
        calls.reserveCapacity(stopTimes.rows.count)
        for row in stopTimes.rows {
            guard let trip = tripIndex[CSVTable.field(row, idColumn)] else { continue }
            let stopID = CSVTable.field(row, stopColumn)
            guard let stop = stopIndex[stopID] else {
                throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.unknownStop", ["file": "\(file)", "stop": "\(stopID)"]))
            }
            guard let sequence = Int32(CSVTable.field(row, sequenceColumn)) else {
                throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.sequenceNotNumber", ["file": "\(file)"]))
            }
            let arrivalText = CSVTable.field(row, arrivalColumn)
            let departureText = CSVTable.field(row, departureColumn)
            var arrival: Int32 = -1
            var departure: Int32 = -1
            if !arrivalText.isEmpty || !departureText.isEmpty {
                guard let parsedArrival = ServiceDay.seconds(gtfs: arrivalText.isEmpty ? departureText : arrivalText),
                    let parsedDeparture = ServiceDay.seconds(gtfs: departureText.isEmpty ? arrivalText : departureText)
                else {
                    throw .corruptFeed(
                        detail: LocalizedText("error.corrupt_feed.detail.notATime", ["file": "\(file)", "value": "\(arrivalText.prefix(12))"]))
                }
                arrival = parsedArrival
                departure = max(parsedArrival, parsedDeparture)
            }
            calls.append((Int32(trip), sequence, stop, arrival, departure))
        }
        calls.sort { $0.trip != $1.trip ? $0.trip < $1.trip : $0.sequence < $1.sequence }

        var trips: [Trip] = []
        var events: [Event] = []
        events.reserveCapacity(calls.count)
        var start = 0
        while start < calls.count {
            var end = start
            while end < calls.count && calls[end].trip == calls[start].trip { end += 1 }
            var slice = calls[start..<end].map { Event(stop: $0.stop, arrival: $0.arrival, departure: $0.departure) }
            start = end
            guard slice.count >= 2, interpolate(&slice) else { continue }
            var trip = draft[Int(calls[end - 1].trip)]
            trip.firstEvent = Int32(events.count)
            trips.append(trip)
            events.append(contentsOf: slice)
        }
        guard !trips.isEmpty else { throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.noTrip", ["file": "\(file)"])) }
        return (trips, events)
    }

    /// Fills blank times evenly between the timed stops around them, and makes times never go back;
    /// false when the first or last stop has no time.
    static func interpolate(_ events: inout [Event]) -> Bool {
        guard events.first!.arrival >= 0, events.last!.arrival >= 0 else { return false }
        var previous = 0
        for index in 1..<events.count where events[index].arrival >= 0 {
            if index - previous > 1 {
                let from = Int(events[previous].departure)
                let span = Int(events[index].arrival) - from
                for gap in (previous + 1)..<index {
                    let time = Int32(from + span * (gap - previous) / (index - previous))
                    events[gap].arrival = time
                    events[gap].departure = time
                }
            }
            previous = index
        }
        for index in 1..<events.count {
            events[index].arrival = max(events[index].arrival, events[index - 1].departure)
            events[index].departure = max(events[index].departure, events[index].arrival)
        }
        return true
    }

    /// Footpaths between stops within ``footpathRadius`` at walking pace, then the feed's transfers:
    /// a minimum time replaces the walk (never shorter than it), a forbidden transfer removes it.
    static func buildFootpaths(
        stops: [Stop], transfers: CSVTable?, stopIndex: [String: Int32], platforms: [String: [Int32]]
    ) throws(TransitError) -> ([Int32], [Footpath]) {
        var seconds: [Int64: Int32] = [:]
        func key(_ from: Int32, _ to: Int32) -> Int64 { Int64(from) << 32 | Int64(to) }
        let order = stops.indices.sorted { stops[$0].latitude < stops[$1].latitude }
        let latitudeSpan = footpathRadius / 111_000
        for (position, first) in order.enumerated() {
            var next = position + 1
            while next < order.count && stops[order[next]].latitude - stops[first].latitude <= latitudeSpan {
                let second = order[next]
                let metres = GeoMath.distance(stops[first].latitude, stops[first].longitude, stops[second].latitude, stops[second].longitude)
                if metres <= footpathRadius {
                    let time = max(minimumChange, Int32(walkingSeconds(metres)))
                    seconds[key(Int32(first), Int32(second))] = time
                    seconds[key(Int32(second), Int32(first))] = time
                }
                next += 1
            }
        }
        if let transfers {
            let file = "transfers.txt"
            let fromColumn = try transfers.requiredColumn("from_stop_id", in: file)
            let toColumn = try transfers.requiredColumn("to_stop_id", in: file)
            let typeColumn = transfers.column("transfer_type")
            let timeColumn = transfers.column("min_transfer_time")
            func expand(_ id: String) -> [Int32] {
                platforms[id] ?? stopIndex[id].map { [$0] } ?? []
            }
            for row in transfers.rows {
                let type = CSVTable.field(row, typeColumn)
                let minimum = Int32(CSVTable.field(row, timeColumn)) ?? 0
                for from in expand(CSVTable.field(row, fromColumn)) {
                    for to in expand(CSVTable.field(row, toColumn)) where from != to {
                        let walk = Int32(
                            walkingSeconds(
                                GeoMath.distance(
                                    stops[Int(from)].latitude, stops[Int(from)].longitude, stops[Int(to)].latitude, stops[Int(to)].longitude)))
                        switch type {
                        case "3": seconds[key(from, to)] = nil
                        case "2": seconds[key(from, to)] = max(minimumChange, minimum, walk)
                        default: seconds[key(from, to)] = max(minimumChange, walk)
                        }
                    }
                }
            }
        }
        var byStop = [[Footpath]](repeating: [], count: stops.count)
        for (pair, time) in seconds {
            byStop[Int(pair >> 32)].append(Footpath(to: Int32(truncatingIfNeeded: pair & 0xFFFF_FFFF), seconds: time))
        }
        var start: [Int32] = [0]
        var footpaths: [Footpath] = []
        for var list in byStop {
            list.sort { $0.to < $1.to }
            footpaths.append(contentsOf: list)
            start.append(Int32(footpaths.count))
        }
        return (start, footpaths)
    }
}
