import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Testing
import TransitReference

@Suite("Journeys on the real Cairns and New York subway feeds")
struct FeedPlannerTests {
    /// A small deterministic generator, so a failing pair can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    @Test(
        "earliest arrivals at every stop agree with the reference scan, from random stops at random times",
        arguments: ["cairns_gtfs", "nyc_subway_gtfs"])
    func agreesWithReference(feed: String) async throws {
        let timetable = try await ImportedFeeds.timetable(feed)
        let planner = JourneyPlanner(timetable: timetable)
        let zone = try #require(TimeZone(identifier: timetable.timeZone))
        let days = try #require(timetable.serviceDays)
        var random = SeededGenerator(state: 20_241_216)
        var compared = 0
        var reached = 0
        for _ in 0..<12 {
            let source = Int.random(in: 0..<timetable.stops.count, using: &random)
            let day = Int32.random(in: days, using: &random)
            let departure = ServiceDay.start(of: day, in: zone) + Int.random(in: 0..<86_400, using: &random)
            let expected = ReferenceScan.arrivals(timetable, from: source, departure: departure)
            let labels = try planner.scan(sources: [(source, departure)], departure: departure)
            #expect(labels.arrival == expected, "from stop \(source) at \(departure)")
            compared += expected.count
            reached += expected.filter { $0 < .max }.count
        }
        #expect(compared > 12 * 100)
        #expect(reached > compared / 4, "most stops should be reachable: the comparison must not be between two empty answers")
    }

    @Test("a journey across Manhattan rides the subway, with its lines, headsigns, stops and times")
    func manhattan() async throws {
        let planner = JourneyPlanner(timetable: try await ImportedFeeds.timetable("nyc_subway_gtfs"))
        let timesSquare = try Coordinate(latitude: 40.7557, longitude: -73.9871)
        let wallStreet = try Coordinate(latitude: 40.7069, longitude: -74.0113)
        let departure = DepartureTime.local(day: try #require(ServiceDay.day(gtfs: "20241217")), seconds: 8 * 3600 + 30 * 60)
            .instant(in: try #require(TimeZone(identifier: "America/New_York")), now: Date())
        let journey = try planner.journey(from: timesSquare, to: wallStreet, departure: departure)
        let ride = try #require(journey.rides.first)
        #expect(!ride.line.isEmpty && ride.headsign != nil && ride.stops >= 3)
        #expect(ride.departure >= departure)
        #expect(journey.arrival.timeIntervalSince(departure) < 45 * 60)
        for (leg, next) in zip(journey.legs, journey.legs.dropFirst()) { #expect(leg.arrival <= next.departure) }
    }

    @Test("a departure outside the service dates is a clear error")
    func outsideDates() async throws {
        let planner = JourneyPlanner(timetable: try await ImportedFeeds.timetable("cairns_gtfs"))
        let start = try Coordinate(latitude: -16.9236, longitude: 145.7755)
        let end = try Coordinate(latitude: -16.8197, longitude: 145.7106)
        #expect(throws: TransitError.outsideServiceDates(feed: "cairns_gtfs", first: "2014-05-26", last: "2014-12-28")) {
            try planner.journey(from: start, to: end, departure: Date(timeIntervalSince1970: 1_800_000_000))
        }
    }
}
