import BaluchonCore
import Foundation

/// A rate table as the money service answers it: provenance, the day asked for and notes for people.
public struct RatesAnswer: Sendable {
    public var table: RateTable
    /// Source, fetch time and staleness (older than the configured limit).
    public var provenance: Provenance
    /// The day asked for, for historical answers and for the latest rates (today, in Frankfurt).
    public var requestedDay: CalendarDay
    /// What people should know: weekend or holiday fallback, not yet published, stale.
    public var notes: [LocalizedText]
    /// Names the provider gives to codes Foundation does not name.
    public var providerNames: [CurrencyCode: String]

    /// What Baluchon knows of `code`: Foundation's data, else the provider's name and two decimals.
    public func currency(_ code: CurrencyCode, catalog: CurrencyCatalog = .standard) -> CurrencyInfo {
        if let info = catalog.info(for: code) { return info }
        let name = providerNames[code] ?? code.rawValue
        return CurrencyInfo(code: code, minorUnits: 2, names: Self.everyLanguage(name), symbols: Self.everyLanguage(code.rawValue))
    }

    /// The same text for every interface language.
    private static func everyLanguage(_ text: String) -> [UILanguage: String] {
        Dictionary(uniqueKeysWithValues: UILanguage.allCases.map { ($0, text) })
    }
}

/// A conversion with the rates answer behind it.
public struct ConversionAnswer: Sendable {
    public var conversion: Conversion
    public var rates: RatesAnswer
}
