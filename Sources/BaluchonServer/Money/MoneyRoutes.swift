import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// `GET /api/v1/currencies`, `/rates`, `/convert` and `/calc`.
struct MoneyRoutes {
    let money: MoneyService
    let fragments = MoneyFragments()

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("currencies") { request, _ in
            let language = Self.language(of: request)
            let rates = try await money.latest()
            return CurrencyList(rates: rates, language: language)
        }
        api.get("rates") { request, _ -> Response in
            let language = Self.language(of: request)
            let day = try request.uri.queryParameters["date"].map { try money.day(String($0)) }
            var rates = try await money.rates(on: day)
            if let base = request.uri.queryParameters["base"] {
                let code = try CurrencyConverter().currency(String(base), in: rates.table, source: rates.provenance.source)
                rates.table = rates.table.rebased(to: code) ?? rates.table
            }
            let body = try Self.encoder.encode(RateTableBody(rates: rates, language: language))
            return Self.cacheable(body, request: request, maxAge: day == nil ? 600 : 86_400)
        }
        api.get("convert") { request, _ in
            let language = Self.language(of: request)
            let parameters = request.uri.queryParameters
            func required(_ name: String) throws -> String {
                guard let value = parameters[name[...]], !value.isEmpty else { throw MoneyError.missingParameter(name) }
                return String(value)
            }
            let day = try parameters["date"].map { try money.day(String($0)) }
            let (amount, from, to) = (try required("amount"), try required("from"), try required("to"))
            let rates = try await money.rates(on: day)
            // The same conversion with the same table is written once: travellers ask for the same amounts.
            let key = MoneyFragments.ConversionKey(rates: rates, amount: amount, from: from, to: to, language: language)
            if let body = fragments.conversions.value(for: key) { return Response.json(body) }
            let answer = try money.convert(amount: amount, from: from, to: to, with: rates)
            let body = ConversionResponse.body(answer: answer, language: language, fragments: fragments)
            fragments.conversions.keep(body, for: key)
            return Response.json(body)
        }
        api.get("calc") { request, _ in
            let language = Self.language(of: request)
            guard let expression = request.uri.queryParameters["expression"] else { throw MoneyError.missingParameter("expression") }
            let result = try Calculator.evaluate(String(expression), language: language)
            return CalculationBody(expression: String(expression), result: result.canonical, formatted: result.formatted(in: language))
        }
    }

    /// `lang=fr|en` when given, else the `Accept-Language` header.
    static func language(of request: Request) -> UILanguage {
        if let lang = request.uri.queryParameters["lang"], let language = UILanguage(rawValue: String(lang)) { return language }
        return UILanguage(acceptLanguage: request.headers[.acceptLanguage])
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
