import BaluchonCore
import Foundation
import Testing

@Suite("Times in the place's own clock")
struct PlaceClockTests {
    // 2025-07-01T14:00:00Z
    let instant = Date(timeIntervalSince1970: 1_751_378_400)

    @Test(arguments: [
        ("America/New_York", "2025-07-01T10:00:00-04:00"),
        ("Europe/Paris", "2025-07-01T16:00:00+02:00"),
        ("Asia/Kolkata", "2025-07-01T19:30:00+05:30"),
        ("Pacific/Kiritimati", "2025-07-02T04:00:00+14:00"),
    ])
    func zonesGiveTheLocalWallClock(zone: String, expected: String) {
        #expect(PlaceClock(timeZone: zone, fallbackOffset: 0).timestamp(instant) == expected)
    }

    @Test func daylightSavingFollowsTheZoneNotTheFallback() {
        let winter = Date(timeIntervalSince1970: 1_736_942_400)  // 2025-01-15T12:00:00Z
        let clock = PlaceClock(timeZone: "Europe/Paris", fallbackOffset: 7200)
        #expect(clock.timestamp(winter) == "2025-01-15T13:00:00+01:00")
        #expect(clock.name == "Europe/Paris")
    }

    @Test func unknownZoneUsesTheOffset() {
        let clock = PlaceClock(timeZone: nil, fallbackOffset: -9000)
        #expect(clock.timestamp(instant) == "2025-07-01T11:30:00-02:30")
        #expect(clock.name == "UTC-02:30")
        #expect(PlaceClock(timeZone: "Mars/Olympus", fallbackOffset: 3600).name == "UTC+01:00")
    }

    @Test func daysChangeAtLocalMidnight() {
        let late = Date(timeIntervalSince1970: 1_751_414_399)  // 2025-07-01T23:59:59Z
        #expect(PlaceClock(timeZone: "Europe/Paris", fallbackOffset: 0).day(late) == "2025-07-02")
        #expect(PlaceClock(timeZone: "America/New_York", fallbackOffset: 0).day(late) == "2025-07-01")
    }

    @Test(arguments: [
        (0.0, "1970-01-01T00:00:00+00:00"),
        (-1.0, "1969-12-31T23:59:59+00:00"),
        (951_782_400.0, "2000-02-29T00:00:00+00:00"),
        (4_107_542_400.0, "2100-03-01T00:00:00+00:00"),
    ])
    func calendarArithmeticHoldsAtTheEdges(seconds: Double, expected: String) {
        #expect(PlaceClock(timeZone: nil, fallbackOffset: 0).timestamp(Date(timeIntervalSince1970: seconds)) == expected)
    }
}
