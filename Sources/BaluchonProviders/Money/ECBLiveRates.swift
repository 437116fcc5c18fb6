import BaluchonCore
import Foundation

/// The ECB's live reference rates (no key): `eurofxref-daily.xml` for the newest day.
public struct ECBLiveRates: Provider {
    public static let id = "ecb"
    public static let defaultBaseURL = URL(string: "https://www.ecb.europa.eu/stats/eurofxref/")!

    public let descriptor: ProviderDescriptor
    let client: UpstreamClient
    let baseURL: URL

    public init(client: UpstreamClient, baseURL: URL?) {
        self.client = client
        self.baseURL = baseURL ?? Self.defaultBaseURL
        descriptor = Self.descriptor(baseURL: self.baseURL)
    }

    static func descriptor(baseURL: URL) -> ProviderDescriptor {
        ProviderDescriptor(
            id: id, name: "European Central Bank (live)", capability: .rates,
            state: .configured(detail: LocalizedText("provider.detail.ecb", ["host": "\(baseURL.host ?? baseURL.absoluteString)"])),
            isRemote: true)
    }

    public func fetch(_ request: RatesRequest) async throws -> RateTable {
        guard case .latest = request else { throw ProviderFailure.rejected("use the 90-day file for past days") }
        let response = try await client.send(baseURL.appendingPathComponent("eurofxref-daily.xml").absoluteString)
        return try ECBXML.tables(from: response.body)[0]
    }
}

/// The ECB's last 90 days of reference rates (`eurofxref-hist-90d.xml`), newest first: past days the
/// embedded snapshot may not have yet.
public struct ECBRecentRates: Provider {
    public let descriptor: ProviderDescriptor
    let client: UpstreamClient
    let baseURL: URL

    public init(client: UpstreamClient, baseURL: URL?) {
        self.client = client
        self.baseURL = baseURL ?? ECBLiveRates.defaultBaseURL
        descriptor = ECBLiveRates.descriptor(baseURL: self.baseURL)
    }

    public func fetch(_ request: RatesRequest) async throws -> [RateTable] {
        let response = try await client.send(baseURL.appendingPathComponent("eurofxref-hist-90d.xml").absoluteString)
        return try ECBXML.tables(from: response.body)
    }
}
