import BaluchonCore
import Foundation

/// ExchangeRate-API's open access endpoint (open.er-api.com, no key): ~160 currencies, updated once a
/// day, rate limited (HTTP 429 for 20 minutes when asked too often); its terms ask for attribution.
public struct OpenERAPIRates: Provider {
    public static let id = "erapi"
    public static let defaultBaseURL = URL(string: "https://open.er-api.com/v6/")!

    public let descriptor: ProviderDescriptor
    let client: UpstreamClient
    let baseURL: URL

    public init(client: UpstreamClient, baseURL: URL?) {
        self.client = client
        self.baseURL = baseURL ?? Self.defaultBaseURL
        descriptor = ProviderDescriptor(
            id: Self.id, name: "ExchangeRate-API open access", capability: .rates,
            state: .configured(detail: LocalizedText("provider.detail.erapi", ["host": "\(self.baseURL.host ?? self.baseURL.absoluteString)"])),
            isRemote: true)
    }

    public func fetch(_ request: RatesRequest) async throws -> RateTable {
        guard case .latest = request else { throw ProviderFailure.rejected("the open access endpoint has no past days") }
        let response = try await client.send(baseURL.appendingPathComponent("latest/EUR").absoluteString)
        let answer = try client.decodeJSON(Answer.self, from: response)
        guard answer.result == "success" else {
            switch answer.errorType {
            case "invalid-key", "inactive-account": throw ProviderFailure.invalidKey
            case "quota-reached": throw ProviderFailure.quotaExceeded
            default: throw ProviderFailure.rejected("ExchangeRate-API error \(answer.errorType ?? "without a type")")
            }
        }
        guard let rates = answer.rates, let updated = answer.lastUpdate, let base = answer.base.flatMap({ CurrencyCode($0) }) else {
            throw ProviderFailure.malformed("ExchangeRate-API answered without rates, base or update time")
        }
        var table: [CurrencyCode: Decimal] = [:]
        for (code, rate) in rates {
            if let code = CurrencyCode(code) { table[code] = rate }
        }
        let publishedAt = Date(timeIntervalSince1970: TimeInterval(updated))
        return RateTable(base: base, day: CalendarDay(publishedAt), publishedAt: publishedAt, rates: table)
    }

    struct Answer: Decodable {
        var result: String
        var errorType: String?
        var lastUpdate: Int?
        var base: String?
        var rates: [String: Decimal]?

        enum CodingKeys: String, CodingKey {
            case result
            case errorType = "error-type"
            case lastUpdate = "time_last_update_unix"
            case base = "base_code"
            case rates
        }
    }
}
