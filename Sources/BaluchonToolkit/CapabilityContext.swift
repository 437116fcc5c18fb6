import BaluchonCore
import BaluchonProviders
import BaluchonStore
import Logging

/// What every capability service is built from: the settings, the store, provider health and the HTTP client.
public struct CapabilityContext: Sendable {
    public let settings: Settings
    public let store: any Store
    public let monitor: ProviderMonitor
    public let upstream: UpstreamClient
    public let logger: Logger

    /// The providers of `capability` among `built`, in the configured order (unlisted ones left out).
    public func ordered<P>(_ built: [P], capability: Capability, id: (P) -> String) -> [P] {
        (settings.providerOrder[capability] ?? []).compactMap { wanted in built.first { id($0) == wanted } }
    }
}
