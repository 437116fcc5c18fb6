import Foundation

/// An imported GTFS feed as lists show it.
public struct FeedInfo: Sendable, Equatable, Codable {
    public var id: String
    public var agency: String
    public var timeZone: String
    public var stops: Int
    public var lines: Int
    public var trips: Int
    /// The first and last service days, `yyyy-mm-dd`.
    public var firstDay: String?
    public var lastDay: String?
    /// South, west, north, east of the stops.
    public var bounds: [Double]
    public var importedAt: Date

    public init(timetable: Timetable, importedAt: Date) {
        id = timetable.id
        agency = timetable.agency
        timeZone = timetable.timeZone
        stops = timetable.stops.count
        lines = timetable.lines.count
        trips = timetable.trips.count
        firstDay = timetable.serviceDays.map { ServiceDay.text($0.lowerBound) }
        lastDay = timetable.serviceDays.map { ServiceDay.text($0.upperBound) }
        let box = timetable.bounds
        bounds = [box.south, box.west, box.north, box.east]
        self.importedAt = importedAt
    }
}
