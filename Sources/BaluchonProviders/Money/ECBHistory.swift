import BaluchonCore
import Foundation

/// The ECB's eurofxref-hist CSV (header `Date,USD,JPY,…,` then one line per business day, newest first,
/// `N/A` where a currency was not quoted), indexed by day; lines are parsed only when asked for.
public struct ECBHistory: Sendable {
    private let currencies: [CurrencyCode?]
    /// Days and their unparsed lines, newest first.
    private let lines: [(day: CalendarDay, fields: Substring)]

    public init(csv: String) throws(ProviderFailure) {
        var rows = csv.split(whereSeparator: \.isNewline)
        guard let header = rows.first, header.hasPrefix("Date,") else { throw .malformed("the ECB history has no Date header") }
        rows.removeFirst()
        currencies = header.split(separator: ",", omittingEmptySubsequences: false).dropFirst().map { CurrencyCode($0) }
        var lines: [(day: CalendarDay, fields: Substring)] = []
        lines.reserveCapacity(rows.count)
        for row in rows {
            guard let comma = row.firstIndex(of: ","), let day = CalendarDay(row[..<comma]) else {
                throw .malformed("an ECB history line does not start with a date")
            }
            lines.append((day, row[row.index(after: comma)...]))
        }
        lines.sort { $0.day > $1.day }
        guard !lines.isEmpty else { throw .malformed("the ECB history is empty") }
        self.lines = lines
    }

    /// The newest day with rates.
    public var lastDay: CalendarDay { lines[0].day }
    /// The oldest day with rates.
    public var firstDay: CalendarDay { lines[lines.count - 1].day }
    /// How many days have rates.
    public var count: Int { lines.count }

    /// The newest table.
    public var latest: RateTable { table(at: 0) }

    /// The newest table on or before `day`; nil before the first day.
    public func table(onOrBefore day: CalendarDay) -> RateTable? {
        // Binary search in newest-first order for the first line not after `day`.
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].day > day { low = middle + 1 } else { high = middle }
        }
        return low < lines.count ? table(at: low) : nil
    }

    private func table(at index: Int) -> RateTable {
        let (day, fields) = lines[index]
        var rates: [CurrencyCode: Decimal] = [:]
        for (code, field) in zip(currencies, fields.split(separator: ",", omittingEmptySubsequences: false)) {
            guard let code, let rate = Decimal(string: String(field), locale: Locale(identifier: "en_US_POSIX")) else { continue }
            rates[code] = rate
        }
        return RateTable(base: .eur, day: day, publishedAt: PublicationCalendar.publicationTime(of: day), rates: rates)
    }
}
