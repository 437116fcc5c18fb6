import BaluchonCore
import Foundation
import Testing

@Suite struct PublicationCalendarTests {
    @Test(arguments: [(2019, "2019-04-21"), (2024, "2024-03-31"), (2025, "2025-04-20"), (2026, "2026-04-05"), (2000, "2000-04-23")])
    func findsEaster(_ year: Int, _ expected: String) {
        #expect(PublicationCalendar.easterSunday(of: year).description == expected)
    }

    @Test(arguments: [
        ("2019-07-12", true), ("2019-07-13", false), ("2019-07-14", false), ("2019-04-19", false), ("2019-04-22", false),
        ("2019-05-01", false), ("2019-12-25", false), ("2019-12-26", false), ("2020-01-01", false), ("2019-12-24", true),
    ])
    func knowsTargetClosingDays(_ text: String, _ open: Bool) {
        #expect(PublicationCalendar.isPublicationDay(CalendarDay(text)!) == open)
    }

    @Test func fallsBackToThePreviousBusinessDay() {
        #expect(PublicationCalendar.publicationDay(onOrBefore: CalendarDay("2019-07-14")!).description == "2019-07-12")
        // Easter 2019: Good Friday 19 April to Easter Monday 22 April have no rates.
        #expect(PublicationCalendar.publicationDay(onOrBefore: CalendarDay("2019-04-22")!).description == "2019-04-18")
        #expect(PublicationCalendar.closure(of: CalendarDay("2019-07-14")!)?.text(in: .en) == "a weekend")
        #expect(PublicationCalendar.closure(of: CalendarDay("2019-12-25")!)?.text(in: .en) == "a TARGET holiday")
        #expect(PublicationCalendar.closure(of: CalendarDay("2019-07-12")!) == nil)
    }

    @Test func latestPublicationFollowsFrankfurtTime() {
        // Friday 20 November 2026: 15:14 UTC is 16:14 in Frankfurt, before the files are in place.
        let before = CalendarDay("2026-11-20")!.date(hour: 15, minute: 14)
        let after = CalendarDay("2026-11-20")!.date(hour: 15, minute: 16)
        #expect(PublicationCalendar.latestPublicationDay(at: before).description == "2026-11-19")
        #expect(PublicationCalendar.latestPublicationDay(at: after).description == "2026-11-20")
        let sunday = CalendarDay("2026-11-22")!.date(hour: 12)
        #expect(PublicationCalendar.latestPublicationDay(at: sunday).description == "2026-11-20")
        #expect(PublicationCalendar.nextPublication(after: sunday) == CalendarDay("2026-11-23")!.date(hour: 15, minute: 15))
    }

    @Test func refreshPeriodsRunFromOnePublicationTimeToTheNext() {
        let morning = CalendarDay("2026-11-21")!.date(hour: 9)
        let evening = CalendarDay("2026-11-21")!.date(hour: 18)
        #expect(PublicationCalendar.refreshPeriod(at: morning).description == "2026-11-20")
        #expect(PublicationCalendar.refreshPeriod(at: evening).description == "2026-11-21")
        #expect(PublicationCalendar.endOfRefreshPeriod(at: morning) == CalendarDay("2026-11-21")!.date(hour: 15, minute: 15))
        // Summer time: 16:15 in Frankfurt is 14:15 UTC.
        #expect(PublicationCalendar.publicationTime(of: CalendarDay("2019-07-12")!) == CalendarDay("2019-07-12")!.date(hour: 14, minute: 15))
    }
}
