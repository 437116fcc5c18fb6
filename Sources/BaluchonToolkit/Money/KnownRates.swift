import BaluchonCore
import Foundation

/// A rate table the money service holds, with where it came from; kept in the store as the last good table.
struct KnownRates: Codable, Sendable, Equatable {
    var table: RateTable
    /// Provider id (`fixer`, `erapi`, `ecb`, `embedded`).
    var source: String
    /// When the provider produced the table.
    var fetchedAt: Date
    /// The refresh period the upstream providers were asked in; nil when none was (embedded fallback).
    var period: CalendarDay?
    /// Names the provider gives to codes Foundation does not name (fixer's symbols).
    var names: [CurrencyCode: String] = [:]

    /// The better of two candidates: the newer publication day; on the same day, `self`.
    func newer(_ other: KnownRates?) -> KnownRates {
        guard let other, other.table.day > table.day else { return self }
        return other
    }
}
