import BaluchonCore
import Foundation

/// The ECB reference rates shipped with Baluchon (every business day since 1999-01-04): no network,
/// ~30 currencies today, and the history behind "what was the rate on the day I paid?".
public struct EmbeddedECBRates: Provider {
    public static let id = MoneyError.shippedRates

    public let descriptor: ProviderDescriptor
    /// The shipped history, nil when the data file is missing or damaged.
    public let history: ECBHistory?

    public init(history: ECBHistory? = Self.shipped) {
        self.history = history
        let state: ProviderState =
            if let history {
                .configured(
                    detail: LocalizedText(
                        "provider.detail.embeddedRates",
                        ["first": history.firstDay.inWords, "last": history.lastDay.inWords, "count": "\(history.count)"]))
            } else {
                .notConfigured(reason: LocalizedText("provider.detail.embeddedRatesMissing"))
            }
        descriptor = ProviderDescriptor(
            id: Self.id, name: "Embedded ECB reference rates", capability: .rates, state: state, isRemote: false)
    }

    public func fetch(_ request: RatesRequest) async throws -> RateTable {
        guard let history else { throw ProviderFailure.unavailable("no embedded rates") }
        switch request {
        case .latest:
            return history.latest
        case .onOrBefore(let day):
            guard let table = history.table(onOrBefore: day) else { throw ProviderFailure.rejected("no rates before \(history.firstDay)") }
            return table
        }
    }

    /// The history in the package's resources, read once.
    public static let shipped: ECBHistory? = {
        guard
            let url = Bundle.module.url(forResource: "eurofxref-hist.csv", withExtension: "gz", subdirectory: "Resources/money")
                ?? Bundle.module.url(forResource: "eurofxref-hist.csv", withExtension: "gz"),
            let compressed = try? Data(contentsOf: url),
            let csv = try? Gzip.decompress(compressed, limit: 64 << 20)
        else { return nil }
        return try? ECBHistory(bytes: [UInt8](csv))
    }()
}
