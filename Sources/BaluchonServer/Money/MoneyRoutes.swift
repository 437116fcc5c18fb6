import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// `GET /api/v1/currencies`, `/rates`, `/convert` and `/calc`.
struct MoneyRoutes {
    let money: MoneyService
    let fragments = MoneyFragments()

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("currencies") { _, context in
            let rates = try await money.latest()
            return CurrencyList(rates: rates, language: context.language)
        }
        api.get("rates") { request, context -> Response in
            let query = try context.query
            let day = try query.value("date", as: CalendarDay.self)
            var rates = try await money.rates(on: day)
            if let base = query["base"] {
                let code = try CurrencyConverter().currency(base, in: rates.table, source: rates.provenance.source)
                rates.table = rates.table.rebased(to: code) ?? rates.table
            }
            let body = try Self.encoder.encode(RateTableBody(rates: rates, language: context.language))
            return Self.cacheable(body, request: request, maxAge: day == nil ? 600 : 86_400)
        }
        api.get("convert") { request, context in
            let language = context.language
            let query = try context.query
            let day = try query.value("date", as: CalendarDay.self)
            let (amount, from, to) = (try query.required("amount"), try query.required("from"), try query.required("to"))
            let value = try AmountParser.parse(amount, language: language)
            let rates = try await money.rates(on: day)
            // The same conversion with the same table is written once: travellers ask for the same amounts.
            let key = MoneyFragments.ConversionKey(rates: rates, amount: amount, from: from, to: to, language: language)
            if let body = fragments.conversions.value(for: key) { return Response.json(body) }
            let answer = try money.convert(amount: value, from: from, to: to, with: rates)
            let body = ConversionResponse.body(answer: answer, language: language, fragments: fragments)
            fragments.conversions.keep(body, for: key)
            return Response.json(body)
        }
        api.get("calc") { request, context in
            guard let expression = try context.query.given("expression") else { throw ParameterError.missing(name: "expression") }
            let result = try Calculator.evaluate(expression, language: context.language)
            return CalculationBody(expression: expression, result: result.canonical, formatted: result.formatted(in: context.language))
        }
    }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    /// A JSON body with a strong ETag (a hash of its bytes) that answers 304 to a matching `If-None-Match`.
    static func cacheable(_ body: Data, request: Request, maxAge: Int) -> Response {
        let etag = "\"\(fnv1a(body))\""
        var headers: HTTPFields = [
            .eTag: etag, .cacheControl: "public, max-age=\(maxAge)", .vary: "Accept-Language",
        ]
        if let match = request.headers[.ifNoneMatch], match.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag })
        {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// 64-bit FNV-1a, as 16 hex digits: enough to tell two bodies apart.
    static func fnv1a(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
