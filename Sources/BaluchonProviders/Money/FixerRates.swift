import BaluchonCore
import Foundation

/// fixer.io (`BALUCHON_FIXER_KEY`): ~170 currencies against EUR. The free plan is EUR-based, plain
/// HTTP only and allows 100 calls a month, so Baluchon asks at most once a day and never sends `base`.
public struct FixerRates: Provider {
    public static let id = "fixer"
    public static let defaultBaseURL = URL(string: "http://data.fixer.io/api/")!

    public let descriptor: ProviderDescriptor
    let client: UpstreamClient
    let baseURL: URL
    @Masked var key: String?

    public init(client: UpstreamClient, key: String?, baseURL: URL?) {
        self.client = client
        self.key = key
        self.baseURL = baseURL ?? Self.defaultBaseURL
        descriptor = Self.descriptor(key: key, baseURL: self.baseURL)
    }

    static func descriptor(key: String?, baseURL: URL) -> ProviderDescriptor {
        ProviderDescriptor(
            id: id, name: "fixer.io", capability: .rates,
            state: key == nil
                ? .notConfigured(reason: LocalizedText("provider.detail.fixerKey"))
                : .configured(detail: LocalizedText("provider.detail.fixer", ["host": "\(baseURL.host ?? baseURL.absoluteString)"])),
            isRemote: true, secrets: key.map { [$0] } ?? [])
    }

    public func fetch(_ request: RatesRequest) async throws -> RateTable {
        guard case .latest = request else { throw ProviderFailure.rejected("past days need a paid fixer plan") }
        let answer = try await FixerCall.get("latest", key: key, baseURL: baseURL, client: client, as: FixerLatest.self)
        guard let rates = answer.rates, let dateText = answer.date, let day = CalendarDay(dateText) else {
            throw ProviderFailure.malformed("fixer answered without rates or date")
        }
        let base = answer.base.flatMap { CurrencyCode($0) } ?? .eur
        var table: [CurrencyCode: Decimal] = [:]
        for (code, rate) in rates {
            if let code = CurrencyCode(code) { table[code] = rate }
        }
        let publishedAt = answer.timestamp.map { Date(timeIntervalSince1970: TimeInterval($0)) } ?? day.date()
        return RateTable(base: base, day: day, publishedAt: publishedAt, rates: table)
    }
}

/// fixer.io's `symbols` endpoint: the names fixer gives its currencies, for codes Foundation does not name
/// (GGP, IMP, BTC…). Asked rarely: the list hardly ever changes.
public struct FixerSymbols: Provider {
    public let descriptor: ProviderDescriptor
    let client: UpstreamClient
    let baseURL: URL
    @Masked var key: String?

    public init(client: UpstreamClient, key: String?, baseURL: URL?) {
        self.client = client
        self.key = key
        self.baseURL = baseURL ?? FixerRates.defaultBaseURL
        descriptor = FixerRates.descriptor(key: key, baseURL: self.baseURL)
    }

    public func fetch(_ request: RatesRequest) async throws -> [String: String] {
        let answer = try await FixerCall.get("symbols", key: key, baseURL: baseURL, client: client, as: FixerSymbolList.self)
        guard let symbols = answer.symbols else { throw ProviderFailure.malformed("fixer answered without symbols") }
        return symbols
    }
}

/// One call to fixer, with its errors (sent with HTTP 200 and `success: false`) turned into ``ProviderFailure``s.
enum FixerCall {
    static func get<Answer: FixerEnvelope>(
        _ endpoint: String, key: String?, baseURL: URL, client: UpstreamClient, as type: Answer.Type
    ) async throws(ProviderFailure) -> Answer {
        guard let key else { throw .invalidKey }
        // Encoded by hand: URLComponents would leave a `+` in the key, which fixer reads as a space.
        let response = try await client.send("\(baseURL.appendingPathComponent(endpoint).absoluteString)?access_key=\(Redaction.queryEncoded(key))")
        let answer = try client.decodeJSON(Answer.self, from: response)
        if answer.success != true { throw failure(for: answer.error) }
        return answer
    }

    /// fixer's documented error codes: 101 invalid or missing key, 102 inactive account, 104 monthly
    /// quota reached, 105 not allowed by the plan (base currency, HTTPS, endpoint), others refuse the request.
    static func failure(for error: FixerError?) -> ProviderFailure {
        guard let error else { return .malformed("fixer said success: false without an error") }
        switch error.code {
        case 101, 102: return .invalidKey
        case 104: return .quotaExceeded
        case 105: return .rejected("fixer plan restriction (\(error.type ?? "code 105")): the free plan is EUR-based and HTTP only")
        case 106: return .serverError(status: 503)
        default: return .rejected("fixer error \(error.code)\(error.type.map { " \($0)" } ?? "")")
        }
    }
}

protocol FixerEnvelope: Decodable {
    var success: Bool? { get }
    var error: FixerError? { get }
}

struct FixerError: Decodable {
    var code: Int
    var type: String?
    var info: String?
}

struct FixerLatest: FixerEnvelope {
    var success: Bool?
    var error: FixerError?
    var timestamp: Int?
    var base: String?
    var date: String?
    var rates: [String: Decimal]?
}

struct FixerSymbolList: FixerEnvelope {
    var success: Bool?
    var error: FixerError?
    var symbols: [String: String]?
}
