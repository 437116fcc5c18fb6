import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird
import Synchronization

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

    /// Bounded: each cache is cleared when it grows past this many entries.
    private static let limit = 512
    private let cache = Mutex<[Key: Rates]>([:])
    private let conversions = Mutex<[ConversionKey: ByteBuffer]>([:])

    /// A conversion answer written before with the same table.
    func conversion(_ key: ConversionKey) -> ByteBuffer? {
        conversions.withLock { $0[key] }
    }

    func keep(_ body: ByteBuffer, for key: ConversionKey) {
        conversions.withLock { entries in
            if entries.count >= Self.limit { entries.removeAll() }
            entries[key] = body
        }
    }

    func rates(for answer: RatesAnswer, from: CurrencyCode, to: CurrencyCode, language: UILanguage) -> Rates {
        let key = Key(table: TableKey(answer), from: from, to: to, language: language)
        if let known = cache.withLock({ $0[key] }) { return known }
        let rate = answer.table.rate(from: from, to: to) ?? 1
        let encoder = MoneyRoutes.encoder
        let source = (try? encoder.encode(RatesSourceBody(answer, language: language))).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let made = Rates(
            rate: rate.rounded(significantDigits: 10).plainText,
            inverse: rate.isZero ? "0" : (1 / rate).rounded(significantDigits: 10).plainText,
            rateText: JSONWriter.quoted("1 \(from) = \(MoneyFormatter.formatRate(rate, language: language)) \(to)"),
            source: source)
        cache.withLock { entries in
            if entries.count >= Self.limit { entries.removeAll() }
            entries[key] = made
        }
        return made
    }
}
