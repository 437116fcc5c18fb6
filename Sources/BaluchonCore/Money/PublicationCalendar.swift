import Foundation

/// When euro reference rates exist: the ECB publishes them around 16:00 Frankfurt time on TARGET
/// working days only, so weekends and TARGET holidays have no rates of their own.
public enum PublicationCalendar {
    /// The first day the ECB published euro reference rates.
    public static let firstDay = CalendarDay(year: 1999, month: 1, day: 4)!

    /// Frankfurt, where the ECB publishes.
    public static let frankfurt = TimeZone(identifier: "Europe/Berlin")!

    /// The ECB's publication hour, local time; a quarter of an hour later the files are in place.
    public static let publicationHour = 16
    public static let publicationMinute = 15

    /// Whether the ECB publishes rates on `day`: not on weekends nor TARGET holidays
    /// (New Year's Day, Good Friday, Easter Monday, 1 May, 25 and 26 December).
    public static func isPublicationDay(_ day: CalendarDay) -> Bool {
        guard !day.isWeekend else { return false }
        switch (day.month, day.day) {
        case (1, 1), (5, 1), (12, 25), (12, 26): return false
        default: break
        }
        let easter = easterSunday(of: day.year)
        return day != easter.adding(days: -2) && day != easter.adding(days: 1)
    }

    /// The last publication day on or before `day`.
    public static func publicationDay(onOrBefore day: CalendarDay) -> CalendarDay {
        var candidate = day
        while !isPublicationDay(candidate) { candidate = candidate.adding(days: -1) }
        return candidate
    }

    /// Why `day` has no rates of its own, for people; nil on a publication day.
    public static func closure(of day: CalendarDay) -> LocalizedText? {
        if isPublicationDay(day) { return nil }
        return day.isWeekend
            ? LocalizedText("money.closure.weekend")
            : LocalizedText("money.closure.targetHoliday")
    }

    /// When the rates of publication day `day` appear.
    public static func publicationTime(of day: CalendarDay) -> Date {
        day.date(in: frankfurt, hour: publicationHour, minute: publicationMinute)
    }

    /// The rates that are the newest at `date`: today's after publication time, else the previous publication day's.
    public static func latestPublicationDay(at date: Date) -> CalendarDay {
        let today = CalendarDay(date, in: frankfurt)
        if isPublicationDay(today), date >= publicationTime(of: today) { return today }
        return publicationDay(onOrBefore: today.adding(days: -1))
    }

    /// The next publication strictly after `date`.
    public static func nextPublication(after date: Date) -> Date {
        var day = CalendarDay(date, in: frankfurt)
        while !isPublicationDay(day) || publicationTime(of: day) <= date { day = day.adding(days: 1) }
        return publicationTime(of: day)
    }

    /// Refresh period: a day that starts at the ECB's publication time and lasts until the next day's,
    /// named by its first day. Every provider is asked at most once in a period.
    public static func refreshPeriod(at date: Date) -> CalendarDay {
        let today = CalendarDay(date, in: frankfurt)
        return date >= publicationTime(of: today) ? today : today.adding(days: -1)
    }

    /// When the refresh period that contains `date` ends.
    public static func endOfRefreshPeriod(at date: Date) -> Date {
        publicationTime(of: refreshPeriod(at: date).adding(days: 1))
    }

    /// Easter Sunday (Gregorian), by the anonymous Gregorian algorithm (Meeus/Jones/Butcher).
    public static func easterSunday(of year: Int) -> CalendarDay {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return CalendarDay(year: year, month: month, day: day)!
    }
}
