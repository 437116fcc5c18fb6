import Foundation

/// One provider's exchange rates for one publication day: how many units of each currency one unit of
/// `base` buys. Any pair converts through the base (cross rates).
public struct RateTable: Sendable, Codable, Equatable {
    /// The currency every rate is quoted against; its own rate is 1.
    public var base: CurrencyCode
    /// The publication day the rates belong to.
    public var day: CalendarDay
    /// When the provider published them (for the ECB, 16:00 Frankfurt time on `day`).
    public var publishedAt: Date
    /// Units of each currency per unit of `base`, all positive.
    public var rates: [CurrencyCode: Decimal]

    /// Keeps positive rates only and sets the base's own rate to 1.
    public init(base: CurrencyCode, day: CalendarDay, publishedAt: Date, rates: [CurrencyCode: Decimal]) {
        self.base = base
        self.day = day
        self.publishedAt = publishedAt
        self.rates = rates.filter { $0.value > 0 && !$0.value.isNaN }
        self.rates[base] = 1
    }

    /// The quoted currencies, sorted by code.
    public var currencies: [CurrencyCode] { rates.keys.sorted() }

    public func contains(_ code: CurrencyCode) -> Bool { rates[code] != nil }

    /// Units of `target` for one unit of `source`, at full precision; nil when either is not quoted.
    public func rate(from source: CurrencyCode, to target: CurrencyCode) -> Decimal? {
        guard let from = rates[source], let to = rates[target] else { return nil }
        return source == target ? 1 : to / from
    }

    /// The same rates quoted against `newBase`, each rounded to `significantDigits`; nil when `newBase` is not quoted.
    public func rebased(to newBase: CurrencyCode, significantDigits: Int = 12) -> RateTable? {
        guard let pivot = rates[newBase] else { return nil }
        if newBase == base { return self }
        var rebased: [CurrencyCode: Decimal] = [:]
        for (code, rate) in rates {
            rebased[code] = (rate / pivot).rounded(significantDigits: significantDigits)
        }
        return RateTable(base: newBase, day: day, publishedAt: publishedAt, rates: rebased)
    }

    /// The table limited to currencies Foundation knows (drops local variants such as GGP or FOK).
    public func restricted(to catalog: CurrencyCatalog) -> RateTable {
        RateTable(base: base, day: day, publishedAt: publishedAt, rates: rates.filter { catalog.contains($0.key) })
    }
}
