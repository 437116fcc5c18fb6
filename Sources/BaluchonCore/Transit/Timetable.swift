import Foundation

/// A GTFS feed reduced to what journeys need, compact enough to keep in memory: stops, lines, trips
/// with their stop times in flat arrays, service calendars, and the footpaths between stops.
///
/// Times of day are seconds after the service day's start ("noon minus 12 h", so 25:10:00 is 90 600
/// on the day before the calendar day it falls in); days are counted from 1970-01-01.
public struct Timetable: Sendable {
    public struct Stop: Sendable, Equatable {
        public var name: String
        public var latitude: Double
        public var longitude: Double
    }

    public struct Line: Sendable, Equatable {
        /// What the vehicles show ("A", "110"); the long name when the feed gives no short one.
        public var shortName: String
        public var longName: String
        /// `RRGGBB`, or empty.
        public var color: String
    }

    public struct Trip: Sendable, Equatable {
        public var line: Int32
        public var service: Int32
        public var headsign: String
        /// The trip's stop times are `events[firstEvent..<next trip's firstEvent]`.
        public var firstEvent: Int32
    }

    /// One call of a trip at a stop.
    public struct Event: Sendable, Equatable {
        public var stop: Int32
        public var arrival: Int32
        public var departure: Int32
    }

    /// When a service runs: weekdays between two dates, with dates added and removed.
    public struct Service: Sendable, Equatable {
        /// Bit 0 is Monday, bit 6 Sunday.
        public var weekdays: UInt8
        public var firstDay: Int32
        public var lastDay: Int32
        public var added: [Int32]
        public var removed: [Int32]
    }

    /// A walk (or a change of platform) from one stop to another.
    public struct Footpath: Sendable, Equatable {
        public var to: Int32
        public var seconds: Int32
    }

    /// The feed's id (its file name) and the agency's name.
    public var id: String
    public var agency: String
    /// The agency's time zone (IANA identifier), in which the times are told.
    public var timeZone: String
    public var stops: [Stop]
    public var lines: [Line]
    public var trips: [Trip]
    public var events: [Event]
    public var services: [Service]
    /// The footpaths leaving stop `s` are `footpaths[footpathStart[s]..<footpathStart[s + 1]]`.
    public var footpathStart: [Int32]
    public var footpaths: [Footpath]

    public init(
        id: String, agency: String, timeZone: String, stops: [Stop], lines: [Line], trips: [Trip], events: [Event], services: [Service],
        footpathStart: [Int32], footpaths: [Footpath]
    ) {
        self.id = id
        self.agency = agency
        self.timeZone = timeZone
        self.stops = stops
        self.lines = lines
        self.trips = trips
        self.events = events
        self.services = services
        self.footpathStart = footpathStart
        self.footpaths = footpaths
    }

    /// The stop times of trip `trip`.
    public func eventRange(of trip: Int) -> Range<Int> {
        Int(trips[trip].firstEvent)..<(trip + 1 < trips.count ? Int(trips[trip + 1].firstEvent) : events.count)
    }

    /// The footpaths leaving stop `stop`.
    public func footpaths(from stop: Int) -> ArraySlice<Footpath> {
        footpaths[Int(footpathStart[stop])..<Int(footpathStart[stop + 1])]
    }

    /// Whether service `service` runs on day `day`.
    public func runs(service: Int, on day: Int32) -> Bool {
        let calendar = services[service]
        if calendar.removed.contains(day) { return false }
        if calendar.added.contains(day) { return true }
        guard day >= calendar.firstDay && day <= calendar.lastDay else { return false }
        return calendar.weekdays & (1 << UInt8(ServiceDay.weekday(day))) != 0
    }

    /// The first and last days any service runs, or nil when the feed has no calendar at all.
    public var serviceDays: ClosedRange<Int32>? {
        var first = Int32.max
        var last = Int32.min
        for service in services {
            if service.weekdays != 0 && service.firstDay <= service.lastDay {
                first = min(first, service.firstDay)
                last = max(last, service.lastDay)
            }
            for day in service.added {
                first = min(first, day)
                last = max(last, day)
            }
        }
        return first <= last ? first...last : nil
    }

    /// The smallest box around every stop: south, west, north, east.
    public var bounds: (south: Double, west: Double, north: Double, east: Double) {
        var box = (south: 90.0, west: 180.0, north: -90.0, east: -180.0)
        for stop in stops {
            box.south = min(box.south, stop.latitude)
            box.north = max(box.north, stop.latitude)
            box.west = min(box.west, stop.longitude)
            box.east = max(box.east, stop.longitude)
        }
        return box
    }
}
