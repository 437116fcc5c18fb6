import BaluchonCore
import Foundation
import Testing

@Suite("Service days, GTFS times and departures")
struct ServiceDayTests {
    @Test("dates to day numbers and back, weekdays")
    func days() throws {
        let day = try #require(ServiceDay.day(gtfs: "20241216"))
        #expect(ServiceDay.text(day) == "2024-12-16")
        #expect(ServiceDay.weekday(day) == 0)  // A Monday.
        #expect(ServiceDay.weekday(0) == 3)  // 1970-01-01, a Thursday.
        #expect(ServiceDay.day(gtfs: "20241341") == nil)
        #expect(ServiceDay.day(gtfs: "2024-12-16") == nil)
    }

    @Test("times past midnight count on from the service day")
    func pastMidnight() {
        #expect(ServiceDay.seconds(gtfs: "25:10:00") == 90_600)
        #expect(ServiceDay.seconds(gtfs: "08:05:30") == 29_130)
        #expect(ServiceDay.seconds(gtfs: "8:5") == nil)
        #expect(ServiceDay.seconds(gtfs: "08:61:00") == nil)
    }

    @Test("a service day starts at local noon minus twelve hours, also the day clocks go back")
    func dayStart() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let winter = try #require(ServiceDay.day(gtfs: "20241216"))
        #expect(ServiceDay.start(of: winter, in: newYork) == 1_734_325_200)  // 2024-12-16T00:00-05:00.
        let fallBack = try #require(ServiceDay.day(gtfs: "20241103"))
        #expect(ServiceDay.start(of: fallBack, in: newYork) == 1_730_610_000)  // 05:00Z: noon EST minus 12 h.
        #expect(ServiceDay.day(containing: 1_734_325_199, in: newYork) == winter - 1)
        #expect(ServiceDay.day(containing: 1_734_325_200, in: newYork) == winter)
    }

    @Test("departures: local wall time, an offset, Z, now; anything else is an error")
    func departures() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let local = try DepartureTime.parse("2024-12-16T08:30")
        #expect(local.instant(in: newYork, now: .distantPast) == Date(timeIntervalSince1970: 1_734_355_800))
        #expect(try DepartureTime.parse("2024-12-16T08:30:00-05:00") == .instant(Date(timeIntervalSince1970: 1_734_355_800)))
        #expect(try DepartureTime.parse("2024-12-16T13:30:00Z") == .instant(Date(timeIntervalSince1970: 1_734_355_800)))
        #expect(try DepartureTime.parse(nil) == .now)
        #expect(throws: TransitError.invalidDeparture(text: "tomorrow")) { try DepartureTime.parse("tomorrow") }
        #expect(throws: TransitError.invalidDeparture(text: "2024-12-16T25:00")) { try DepartureTime.parse("2024-12-16T25:00") }
    }
}
