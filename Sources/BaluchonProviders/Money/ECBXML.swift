import BaluchonCore
import Foundation

/// Reads the ECB's eurofxref XML files (daily, last 90 days, whole history): an envelope holding
/// `<Cube time="2026-10-30">` elements, each holding `<Cube currency="USD" rate="1.1172"/>` elements.
enum ECBXML {
    /// Every day's table in the document, newest first.
    static func tables(from data: Data) throws(ProviderFailure) -> [RateTable] {
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains("eurofxref") || text.contains("gesmes:Envelope") else {
            throw .malformed("not an ECB reference rates document")
        }
        var tables: [RateTable] = []
        var day: CalendarDay?
        var rates: [CurrencyCode: Decimal] = [:]
        func flush() {
            if let day, !rates.isEmpty {
                tables.append(RateTable(base: .eur, day: day, publishedAt: PublicationCalendar.publicationTime(of: day), rates: rates))
            }
            rates = [:]
        }
        var remainder = text[...]
        while let start = remainder.range(of: "<Cube") {
            guard let end = remainder[start.upperBound...].firstIndex(of: ">") else { throw .malformed("unterminated Cube element") }
            let attributes = Self.attributes(in: remainder[start.upperBound..<end])
            if let time = attributes["time"] {
                flush()
                guard let parsed = CalendarDay(time) else { throw .malformed("bad ECB date \(time)") }
                day = parsed
            } else if let currency = attributes["currency"], let rateText = attributes["rate"] {
                guard day != nil, let code = CurrencyCode(currency),
                    let rate = Decimal(string: rateText, locale: Locale(identifier: "en_US_POSIX"))
                else { throw .malformed("bad ECB rate for \(currency)") }
                rates[code] = rate
            }
            remainder = remainder[end...]
        }
        flush()
        guard !tables.isEmpty else { throw .malformed("the ECB document holds no rates") }
        return tables.sorted { $0.day > $1.day }
    }

    /// `name="value"` or `name='value'` pairs of one tag.
    static func attributes(in tag: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = tag
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            var valueStart = rest.index(after: equals)
            while valueStart < rest.endIndex, rest[valueStart].isWhitespace { valueStart = rest.index(after: valueStart) }
            guard valueStart < rest.endIndex, rest[valueStart] == "\"" || rest[valueStart] == "'" else { break }
            let quote = rest[valueStart]
            let contentStart = rest.index(after: valueStart)
            guard let close = rest[contentStart...].firstIndex(of: quote) else { break }
            result[name] = String(rest[contentStart..<close])
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}
