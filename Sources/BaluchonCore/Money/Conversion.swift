import Foundation

/// An amount converted from one currency to another with one rate table.
public struct Conversion: Sendable, Equatable {
    public var from: CurrencyCode
    public var to: CurrencyCode
    /// The amount as given.
    public var amount: Decimal
    /// The converted amount, rounded to the target currency's minor units.
    public var result: Decimal
    /// Units of `to` for one unit of `from`, at full precision (computed on demand: a division is costly).
    public var rate: Decimal { from == to ? 1 : toRate / fromRate }
    /// The table's rates of both currencies.
    public var fromRate: Decimal
    public var toRate: Decimal
    /// The publication day of the rates used.
    public var day: CalendarDay
    /// Digits after the separator in `result`.
    public var minorUnits: Int

    public init(
        from: CurrencyCode, to: CurrencyCode, amount: Decimal, result: Decimal, fromRate: Decimal, toRate: Decimal, day: CalendarDay,
        minorUnits: Int
    ) {
        self.from = from
        self.to = to
        self.amount = amount
        self.result = result
        self.fromRate = fromRate
        self.toRate = toRate
        self.day = day
        self.minorUnits = minorUnits
    }
}
