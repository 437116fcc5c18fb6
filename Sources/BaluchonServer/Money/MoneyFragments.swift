import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// JSON parts of money answers that stay the same for one rate table, pair and language (provenance,
/// rate and its formatting), encoded once and reused until the table changes.
final class MoneyFragments: Sendable {
    struct Rates: Sendable {
        /// The rate to 10 significant digits, and its inverse, as JSON numbers.
        var rate: String
        var inverse: String
        /// `"1 EUR = 1.1172 USD"`, quoted.
        var rateText: String
        /// The `source` object.
        var source: String
    }

    /// What identifies one rate table as served: the same table asked on another day carries other notes.
    struct TableKey: Hashable, Sendable {
        var source: String
        var day: CalendarDay
        var requested: CalendarDay
        var fetchedAt: Date
        var stale: Bool

        init(_ rates: RatesAnswer) {
            (source, day, requested) = (rates.provenance.source, rates.table.day, rates.requestedDay)
            (fetchedAt, stale) = (rates.provenance.fetchedAt, rates.provenance.stale)
        }
    }

    private struct Key: Hashable {
        var table: TableKey
        var from: CurrencyCode
        var to: CurrencyCode
        var language: UILanguage
    }

    /// A whole conversion answer: the table it was made with and the request as written.
    struct ConversionKey: Hashable, Sendable {
        var table: TableKey
        var amount: String
        var from: String
        var to: String
        var language: UILanguage

        init(rates: RatesAnswer, amount: String, from: String, to: String, language: UILanguage) {
            table = TableKey(rates)
            (self.amount, self.from, self.to, self.language) = (amount, from, to, language)
        }
    }

    private let cache = ReuseCache<Key, Rates>(limit: 512)
    /// Whole conversion answers.
    let conversions = ReuseCache<ConversionKey, ByteBuffer>(limit: 512)

    func rates(for answer: RatesAnswer, from: CurrencyCode, to: CurrencyCode, language: UILanguage) -> Rates {
        let key = Key(table: TableKey(answer), from: from, to: to, language: language)
        if let known = cache.value(for: key) { return known }
        let rate = answer.table.rate(from: from, to: to) ?? 1
        let encoder = MoneyRoutes.encoder
        let source = (try? encoder.encode(RatesSourceBody(answer, language: language))).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let made = Rates(
            rate: rate.rounded(significantDigits: 10).plainText,
            inverse: rate.isZero ? "0" : (1 / rate).rounded(significantDigits: 10).plainText,
            rateText: JSONWriter.quoted("1 \(from) = \(MoneyFormatter.formatRate(rate, language: language)) \(to)"),
            source: source)
        cache.keep(made, for: key)
        return made
    }
}
