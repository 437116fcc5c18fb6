import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// Where rates came from, as every money answer tells it.
struct RatesSourceBody: Codable {
    var id: String
    var date: CalendarDay
    var requestedDate: CalendarDay
    var fetchedAt: Date
    var publishedAt: Date
    var stale: Bool
    var notes: [String]

    init(_ rates: RatesAnswer, language: UILanguage) {
        id = rates.provenance.source
        date = rates.table.day
        requestedDate = rates.requestedDay
        fetchedAt = rates.provenance.fetchedAt
        publishedAt = rates.table.publishedAt
        stale = rates.provenance.stale
        notes = rates.notes.map { $0.text(in: language) }
    }
}

/// `GET /api/v1/currencies`: every currency of the current rates, named in the request's language.
struct CurrencyList: ResponseEncodable {
    struct Entry: Codable {
        var code: String
        var name: String
        var symbol: String
        var minorUnits: Int
    }

    var source: RatesSourceBody
    var currencies: [Entry]

    init(rates: RatesAnswer, language: UILanguage) {
        source = RatesSourceBody(rates, language: language)
        currencies = rates.table.currencies.map { code in
            let info = rates.currency(code)
            return Entry(code: code.rawValue, name: info.name(in: language), symbol: info.symbol(in: language), minorUnits: info.minorUnits)
        }
    }
}

/// `GET /api/v1/rates`: the whole table with its provenance, and what the web app needs to convert offline.
struct RateTableBody: Codable {
    var base: CurrencyCode
    var source: RatesSourceBody
    var rates: [CurrencyCode: Decimal]
    var currencies: [CurrencyList.Entry]

    init(rates answer: RatesAnswer, language: UILanguage) {
        base = answer.table.base
        source = RatesSourceBody(answer, language: language)
        rates = answer.table.rates
        currencies = CurrencyList(rates: answer, language: language).currencies
    }
}

/// `GET /api/v1/calc`.
struct CalculationBody: ResponseEncodable {
    var expression: String
    /// Plain notation with “.”, as the JavaScript twin gives it.
    var result: String
    /// The result as the request's language writes it.
    var formatted: String
}
