import Foundation

/// Helpers shared by the HTTP translation providers.
enum TranslationEndpoint {
    /// `url` as a prefix for paths: no trailing slash.
    static func root(_ url: URL) -> String {
        let text = url.absoluteString
        return text.hasSuffix("/") ? String(text.dropLast()) : text
    }

    /// JSON for a request body.
    static func json(_ body: some Encodable) throws(ProviderFailure) -> Data {
        do { return try JSONEncoder().encode(body) } catch { throw .malformed("could not encode the request") }
    }
}
