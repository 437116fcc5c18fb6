import BaluchonCore

/// What a rates provider is asked: the newest table, or the newest on or before a day.
public enum RatesRequest: Sendable, Equatable {
    case latest
    case onOrBefore(CalendarDay)
}
