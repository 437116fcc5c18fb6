import BaluchonCore
import Foundation

/// The ECB's eurofxref-hist CSV (header `Date,USD,JPY,…,` then one line per business day, newest first,
/// `N/A` where a currency was not quoted), indexed by day; a line is parsed only when asked for.
public struct ECBHistory: Sendable {
    private let bytes: [UInt8]
    private let currencies: [CurrencyCode?]
    /// Days and where their rates start and end in `bytes`, newest first.
    private let lines: [(day: CalendarDay, fields: Range<Int>)]

    public init(csv: String) throws(ProviderFailure) {
        try self.init(bytes: Array(csv.utf8))
    }

    /// Reads the CSV as bytes: the file is ASCII, and byte scanning keeps start-up quick.
    public init(bytes: [UInt8]) throws(ProviderFailure) {
        self.bytes = bytes
        var rows: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
            if index > start { rows.append(start..<index) }
            start = index + 1
        }
        if start < bytes.count { rows.append(start..<bytes.count) }
        guard let header = rows.first, String(decoding: bytes[header], as: UTF8.self).hasPrefix("Date,") else {
            throw .malformed("the ECB history has no Date header")
        }
        currencies = String(decoding: bytes[header], as: UTF8.self).split(separator: ",", omittingEmptySubsequences: false)
            .dropFirst().map { CurrencyCode($0) }
        var lines: [(day: CalendarDay, fields: Range<Int>)] = []
        lines.reserveCapacity(rows.count)
        for row in rows.dropFirst() {
            guard row.count > 11, bytes[row.lowerBound + 10] == UInt8(ascii: ","), let day = Self.day(bytes[row.lowerBound..<row.lowerBound + 10])
            else {
                throw .malformed("an ECB history line does not start with a date")
            }
            lines.append((day, row.lowerBound + 11..<row.upperBound))
        }
        guard !lines.isEmpty else { throw .malformed("the ECB history is empty") }
        if !zip(lines, lines.dropFirst()).allSatisfy({ $0.day > $1.day }) { lines.sort { $0.day > $1.day } }
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
        let (day, range) = lines[index]
        var rates: [CurrencyCode: Decimal] = [:]
        let fields = String(decoding: bytes[range], as: UTF8.self).split(separator: ",", omittingEmptySubsequences: false)
        for (code, field) in zip(currencies, fields) {
            guard let code, let rate = Decimal(string: String(field), locale: Locale(identifier: "en_US_POSIX")) else { continue }
            rates[code] = rate
        }
        return RateTable(base: .eur, day: day, publishedAt: PublicationCalendar.publicationTime(of: day), rates: rates)
    }

    /// `yyyy-MM-dd` from ten ASCII bytes.
    private static func day(_ text: ArraySlice<UInt8>) -> CalendarDay? {
        func number(_ offset: Int, _ length: Int) -> Int? {
            var value = 0
            for byte in text.dropFirst(offset).prefix(length) {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard text[text.startIndex + 4] == UInt8(ascii: "-"), text[text.startIndex + 7] == UInt8(ascii: "-"),
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2)
        else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }
}
