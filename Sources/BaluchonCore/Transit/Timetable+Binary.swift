import Foundation

extension Timetable {
    /// The first bytes of a timetable file; the number changes whenever the layout does.
    static let magic = Array("BALUCHON-TIMETABLE-1\n".utf8)
    /// No list in a timetable file is longer (a country's feed has some tens of millions of stop times).
    static let largestList = 1 << 28

    /// The timetable as one compact file in the gazetteer archive's encoding (little-endian numbers,
    /// varint lengths): a few megabytes for a city's network.
    public func encoded() -> [UInt8] {
        var writer = ByteWriter()
        writer.raw(Self.magic)
        for text in [id, agency, timeZone] { writer.string(text) }
        writer.varint(stops.count)
        for stop in stops {
            writer.string(stop.name)
            writer.fixed(stop.latitude.bitPattern)
            writer.fixed(stop.longitude.bitPattern)
        }
        writer.varint(lines.count)
        for line in lines { for text in [line.shortName, line.longName, line.color] { writer.string(text) } }
        writer.varint(trips.count)
        for trip in trips {
            for number in [trip.line, trip.service, trip.firstEvent] { writer.fixed(number) }
            writer.string(trip.headsign)
        }
        writer.varint(events.count)
        for event in events { for number in [event.stop, event.arrival, event.departure] { writer.fixed(number) } }
        writer.varint(services.count)
        for service in services {
            writer.fixed(service.weekdays)
            writer.fixed(service.firstDay)
            writer.fixed(service.lastDay)
            for days in [service.added, service.removed] {
                writer.varint(days.count)
                for day in days { writer.fixed(day) }
            }
        }
        writer.varint(footpaths.count)
        for start in footpathStart.dropFirst() { writer.fixed(start) }
        for footpath in footpaths {
            writer.fixed(footpath.to)
            writer.fixed(footpath.seconds)
        }
        return writer.bytes
    }

    /// Reads a file written by ``encoded()``, checking every index so a damaged file is an error,
    /// never a crash later.
    public init(encoded bytes: [UInt8]) throws(TransitError) {
        guard bytes.starts(with: Self.magic) else { throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.notTimetable")) }
        do {
            try self.init(reading: bytes)
        } catch {
            throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.timetableDamaged"))
        }
        guard isConsistent else { throw .corruptFeed(detail: LocalizedText("error.corrupt_feed.detail.timetableDamaged")) }
    }

    private init(reading bytes: [UInt8]) throws(GeoNamesDataError) {
        var reader = ByteReader(bytes)
        _ = try reader.raw(Self.magic.count)
        id = try reader.string()
        agency = try reader.string()
        timeZone = try reader.string()
        stops = []
        for _ in 0..<(try reader.count(atMost: Self.largestList)) {
            let name = try reader.string()
            let latitude = Double(bitPattern: try reader.fixed(UInt64.self))
            stops.append(Stop(name: name, latitude: latitude, longitude: Double(bitPattern: try reader.fixed(UInt64.self))))
        }
        lines = []
        for _ in 0..<(try reader.count(atMost: Self.largestList)) {
            lines.append(Line(shortName: try reader.string(), longName: try reader.string(), color: try reader.string()))
        }
        trips = []
        for _ in 0..<(try reader.count(atMost: Self.largestList)) {
            let line = try reader.fixed(Int32.self)
            let service = try reader.fixed(Int32.self)
            let firstEvent = try reader.fixed(Int32.self)
            trips.append(Trip(line: line, service: service, headsign: try reader.string(), firstEvent: firstEvent))
        }
        events = []
        for _ in 0..<(try reader.count(atMost: Self.largestList)) {
            let stop = try reader.fixed(Int32.self)
            let arrival = try reader.fixed(Int32.self)
            events.append(Event(stop: stop, arrival: arrival, departure: try reader.fixed(Int32.self)))
        }
        services = []
        for _ in 0..<(try reader.count(atMost: Self.largestList)) {
            var service = Service(
                weekdays: try reader.fixed(UInt8.self), firstDay: try reader.fixed(Int32.self), lastDay: try reader.fixed(Int32.self), added: [],
                removed: [])
            for _ in 0..<(try reader.count(atMost: 100_000)) { service.added.append(try reader.fixed(Int32.self)) }
            for _ in 0..<(try reader.count(atMost: 100_000)) { service.removed.append(try reader.fixed(Int32.self)) }
            services.append(service)
        }
        let footpathCount = try reader.count(atMost: Self.largestList)
        footpathStart = [0]
        for _ in 0..<stops.count { footpathStart.append(try reader.fixed(Int32.self)) }
        footpaths = []
        for _ in 0..<footpathCount {
            let to = try reader.fixed(Int32.self)
            footpaths.append(Footpath(to: to, seconds: try reader.fixed(Int32.self)))
        }
        guard reader.isAtEnd else { throw .corruptArchive(reason: "bytes after the end") }
    }

    /// Every index points inside its array and the time zone is known.
    var isConsistent: Bool {
        guard footpathStart.last == Int32(footpaths.count), zip(footpathStart, footpathStart.dropFirst()).allSatisfy({ $0 <= $1 }),
            TimeZone(identifier: timeZone) != nil
        else { return false }
        let stopCount = Int32(stops.count)
        var previous: Int32 = -1
        for trip in trips {
            guard trip.line >= 0, trip.line < lines.count, trip.service >= 0, trip.service < services.count, trip.firstEvent > previous,
                trip.firstEvent < events.count
            else { return false }
            previous = trip.firstEvent
        }
        return events.allSatisfy { $0.stop >= 0 && $0.stop < stopCount } && footpaths.allSatisfy { $0.to >= 0 && $0.to < stopCount }
    }
}
