import Foundation

/// Converts any quoted currency into any other through a rate table, in Decimal arithmetic.
public struct CurrencyConverter: Sendable {
    public let catalog: CurrencyCatalog

    public init(catalog: CurrencyCatalog = .standard) {
        self.catalog = catalog
    }

    /// The code for `text`, when it names a currency of `table`; otherwise a ``MoneyError`` with the nearest codes.
    public func currency(_ text: String, in table: RateTable, source: String) throws(MoneyError) -> CurrencyCode {
        guard let code = CurrencyCode(text), catalog.contains(code) else {
            throw .unknownCurrency(text, suggestions: catalog.suggestions(for: text, among: table.currencies))
        }
        guard table.contains(code) else {
            throw .currencyNotQuoted(code, source: source, day: table.day)
        }
        return code
    }

    /// `amount` of `from` in `to`: amount × rate(to) ÷ rate(from), multiplied first to keep precision, then
    /// rounded half away from zero to the target's minor units.
    public func convert(_ amount: Decimal, from: CurrencyCode, to: CurrencyCode, table: RateTable) throws(MoneyError) -> Conversion {
        guard let fromRate = table.rates[from] else { throw .currencyNotQuoted(from, source: nil, day: table.day) }
        guard let toRate = table.rates[to] else { throw .currencyNotQuoted(to, source: nil, day: table.day) }
        let minorUnits = catalog.info(for: to)?.minorUnits ?? 2
        let exact = from == to ? amount : amount * toRate / fromRate
        return Conversion(
            from: from, to: to, amount: amount, result: exact.rounded(scale: minorUnits),
            fromRate: fromRate, toRate: toRate, day: table.day, minorUnits: minorUnits)
    }
}
