import Foundation
import Testing

@testable import BaluchonCore

@Suite("The connection scan on a small feed")
struct JourneyPlannerTests {
    let timetable: Timetable
    let planner: JourneyPlanner

    init() throws {
        timetable = try SmallFeed.timetable()
        planner = JourneyPlanner(timetable: timetable)
    }

    private func stop(_ name: String) -> Int {
        timetable.stops.firstIndex { $0.name == name }!
    }

    @Test("stations are not stops, blank times are interpolated, the calendar's exceptions apply")
    func reading() throws {
        #expect(timetable.stops.map(\.name) == ["Alpha", "Bravo", "Sierra quai 1", "Sierra quai 2", "Echo"])
        #expect(timetable.agency == "Bus de la Ville, SA" && timetable.timeZone == "Europe/Paris")
        let first = timetable.events[timetable.eventRange(of: 0)]
        #expect(first.map(\.arrival) == [28_800, 29_400, 30_000])
        let weekday = try #require(timetable.services.firstIndex { $0.weekdays != 0 })
        #expect(timetable.runs(service: weekday, on: try #require(ServiceDay.day(gtfs: "20250109"))))
        #expect(!timetable.runs(service: weekday, on: try #require(ServiceDay.day(gtfs: "20250110"))))
        #expect(!timetable.runs(service: weekday, on: try #require(ServiceDay.day(gtfs: "20250111"))))
        #expect(timetable.serviceDays.map { ServiceDay.text($0.lowerBound) + " " + ServiceDay.text($0.upperBound) } == "2025-01-06 2025-01-31")
    }

    @Test("the station's change time makes the 08:25 leave without us: the 08:45 arrives at 09:00")
    func transferTime() throws {
        let paths = timetable.footpaths(from: stop("Sierra quai 1"))
        #expect(paths.contains { Int($0.to) == stop("Sierra quai 2") && $0.seconds == 420 })
        let labels = try planner.scan(sources: [(stop("Alpha"), SmallFeed.paris(6, 7, 55))], departure: SmallFeed.paris(6, 7, 55))
        #expect(labels.arrival[stop("Sierra quai 1")] == SmallFeed.paris(6, 8, 20))
        #expect(labels.arrival[stop("Sierra quai 2")] == SmallFeed.paris(6, 8, 27))
        #expect(labels.arrival[stop("Echo")] == SmallFeed.paris(6, 9, 0))
    }

    @Test("a removed day runs nothing (the first ride is the next day's special trip), an added day runs its special trip")
    func exceptions() throws {
        let friday = try planner.scan(sources: [(stop("Alpha"), SmallFeed.paris(10, 7, 0))], departure: SmallFeed.paris(10, 7, 0))
        #expect(friday.arrival[stop("Echo")] == .max)
        #expect(friday.arrival[stop("Sierra quai 1")] == SmallFeed.paris(11, 10, 30))
        let saturday = try planner.scan(sources: [(stop("Alpha"), SmallFeed.paris(11, 7, 0))], departure: SmallFeed.paris(11, 7, 0))
        #expect(saturday.arrival[stop("Sierra quai 1")] == SmallFeed.paris(11, 10, 30))
    }

    @Test("a trip of Monday's service running past midnight is caught on Tuesday at 00:10")
    func pastMidnight() throws {
        let labels = try planner.scan(sources: [(stop("Bravo"), SmallFeed.paris(7, 0, 5))], departure: SmallFeed.paris(7, 0, 5))
        #expect(labels.arrival[stop("Sierra quai 1")] == SmallFeed.paris(7, 0, 20))
    }

    @Test("a journey walks to the first stop, rides, changes and walks to the end; legs follow each other")
    func journey() throws {
        let start = try Coordinate(latitude: 48.8495, longitude: 2.2995)
        let end = try Coordinate(latitude: 48.9003, longitude: 2.3504)
        let journey = try planner.journey(from: start, to: end, departure: Date(timeIntervalSince1970: TimeInterval(SmallFeed.paris(6, 7, 50))))
        #expect(journey.rides.map(\.line) == ["1", "2"])
        #expect(journey.rides.map(\.stops) == [2, 1])
        #expect(journey.rides.first?.headsign == "Sierra" && journey.rides.first?.from.name == "Alpha")
        #expect(journey.rides.last?.departure == Date(timeIntervalSince1970: TimeInterval(SmallFeed.paris(6, 8, 45))))
        guard case .walk(let first) = journey.legs.first, case .walk(let last) = journey.legs.last else {
            Issue.record("the journey should start and end on foot")
            return
        }
        #expect(first.from.name == nil && first.to.name == "Alpha" && last.to.name == nil)
        for (leg, next) in zip(journey.legs, journey.legs.dropFirst()) { #expect(leg.arrival <= next.departure) }
        let route = journey.route
        #expect(route.mode == .transit)
        let writer = InstructionWriter(language: .fr)
        #expect(route.maneuvers.map { writer.sentence(for: $0.step) }.contains("À Alpha, prenez la ligne 1 direction Sierra."))
        #expect(
            route.maneuvers.map { InstructionWriter(language: .en).sentence(for: $0.step) }.contains("Get off at Echo after 1 stop."))
    }

    @Test("a departure outside the service dates says which dates the feed runs")
    func outsideDates() throws {
        let march = Date(timeIntervalSince1970: TimeInterval(SmallFeed.paris(1, 8, 0) + 60 * 86_400))
        let start = try Coordinate(latitude: 48.85, longitude: 2.3)
        let end = try Coordinate(latitude: 48.9, longitude: 2.35)
        #expect(throws: TransitError.outsideServiceDates(feed: "small", first: "2025-01-06", last: "2025-01-31")) {
            try planner.journey(from: start, to: end, departure: march)
        }
        #expect(
            TransitError.outsideServiceDates(feed: "small", first: "2025-01-06", last: "2025-01-31").message.text(in: .fr)
                == "Les horaires « small » vont du 2025-01-06 au 2025-01-31 ; le départ est hors de ces dates.")
    }

    @Test(
        "a feed with a missing file, an unknown stop, a bad time or an unknown time zone is refused, naming the problem in each language",
        arguments: [
            ("stop_times.txt", nil, "stop_times.txt is missing", "stop_times.txt manque"),
            (
                "stop_times.txt", "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,08:00:00,08:00:00,Z,1\n",
                "stop_times.txt: unknown stop Z", "stop_times.txt : arrêt inconnu Z"
            ),
            (
                "stop_times.txt", "trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,8h,8h,A,1\n", "stop_times.txt: “8h” is not a time",
                "stop_times.txt : « 8h » n’est pas une heure"
            ),
            (
                "agency.txt", "agency_name,agency_timezone\nX,Mars/Olympus\n", "agency.txt names an unknown time zone “Mars/Olympus”",
                "agency.txt nomme un fuseau horaire inconnu « Mars/Olympus »"
            ),
        ] as [(String, String?, String, String)])
    func corruptFeeds(file: String, content: String?, english: String, french: String) throws {
        var files = SmallFeed.files
        files[file] = content
        let told = FeedErrors.told { try Timetable.gtfs(id: "broken", file: { name in files[name].map { Array($0.utf8) } }, progress: { _, _ in }) }
        #expect(told == ["The GTFS feed cannot be read: \(english).", "Le flux GTFS est illisible : \(french)."])
    }

    @Test("each step of a feed's import has a name in each language")
    func stepNames() {
        for step in FeedImportStep.allCases {
            #expect(!UILanguage.allCases.contains { step.label.text(in: $0).hasPrefix("cli.") }, "\(step)")
        }
        #expect(
            FeedImportStep.stopTimes.label.text(in: .fr) == "horaires aux arrêts"
                && FeedImportStep.archive.label.text(in: .en) == "reading the archive")
    }

    @Test("the timetable file reads back the same, and a damaged one is an error")
    func binary() throws {
        let bytes = timetable.encoded()
        let back = try Timetable(encoded: bytes)
        #expect(back.stops == timetable.stops && back.events == timetable.events && back.footpaths == timetable.footpaths)
        #expect(back.services == timetable.services && back.trips == timetable.trips && back.timeZone == timetable.timeZone)
        #expect(throws: TransitError.self) { try Timetable(encoded: Array(bytes.prefix(bytes.count / 2))) }
        var damaged = bytes
        damaged[bytes.count - 5] = 0x7F
        #expect(throws: TransitError.self) { try Timetable(encoded: damaged) }
        #expect(FeedErrors.told { try Timetable(encoded: damaged) }.last == "Le flux GTFS est illisible : le fichier d’horaires est endommagé.")
    }
}
