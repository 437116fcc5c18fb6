import BaluchonCore
import Foundation

/// Helpers shared by the HTTP translation providers.
enum TranslationEndpoint {
    /// An online translation provider's descriptor: configured (named by its host) unless `missing`
    /// says which setting it lacks; its key, if any, kept out of every message.
    static func descriptor(id: String, name: String, base: URL, key: String?, missing: String?) -> ProviderDescriptor {
        ProviderDescriptor(
            id: id, name: name, capability: .translation,
            state: missing.map { .notConfigured(reason: LocalizedText("provider.detail.setting", ["setting": "\($0)"])) }
                ?? .configured(detail: .verbatim(base.host ?? base.absoluteString)),
            isRemote: true, secrets: key.map { [$0] } ?? [])
    }

    /// JSON for a request body.
    static func json(_ body: some Encodable) throws(ProviderFailure) -> Data {
        do { return try JSONEncoder().encode(body) } catch { throw .malformed("could not encode the request") }
    }
}
