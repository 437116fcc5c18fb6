import BaluchonCore
import Foundation
import NIOHTTP1

/// DeepL API: translation and language lists. Free keys (ending in `:fx`) use api-free.deepl.com,
/// others api.deepl.com. DeepL has no detection of its own but finds the source when none is given.
public struct DeepL: TranslationProvider {
    public static let freeBaseURL = URL(string: "https://api-free.deepl.com")!
    public static let proBaseURL = URL(string: "https://api.deepl.com")!

    public let descriptor: ProviderDescriptor
    @Masked var key: String?
    let baseURL: String
    let upstream: UpstreamClient

    public init(key: String?, baseURL: URL?, upstream: UpstreamClient) {
        self.key = key
        let base = baseURL ?? Self.defaultBaseURL(forKey: key)
        self.baseURL = base.endpointRoot
        self.upstream = upstream
        descriptor = TranslationEndpoint.descriptor(
            id: "deepl", name: "DeepL", base: base, key: key, missing: key == nil ? "BALUCHON_DEEPL_KEY" : nil)
    }

    /// The host a key belongs to: free keys end in `:fx`.
    public static func defaultBaseURL(forKey key: String?) -> URL {
        key?.hasSuffix(":fx") == true ? freeBaseURL : proBaseURL
    }

    public var hasOwnDetection: Bool { false }

    public var detectsSource: Bool { true }

    public func fetch(_ request: TranslationRequest) async throws -> Translation {
        let body = DeepLWire.TranslateBody(
            text: [request.text], targetLang: request.target.rawValue.uppercased(), sourceLang: request.source?.language.uppercased())
        let answer: DeepLWire.Translations = try await call("/v2/translate", method: .POST, body: try TranslationEndpoint.json(body))
        guard let item = answer.translations.first else { throw ProviderFailure.malformed("no translation in the answer") }
        let detected = item.detectedSourceLanguage.flatMap(LanguageCode.init)
        guard let source = request.source ?? detected else { throw ProviderFailure.malformed("no source language in the answer") }
        let detection = request.source == nil ? Detection(language: source, confidence: 1, isReliable: true, detector: descriptor.id) : nil
        return Translation(text: item.text, source: source, target: request.target, detection: detection)
    }

    public func languages() async throws -> LanguageSupport {
        let sources: [DeepLWire.Language] = try await call("/v2/languages?type=source", method: .GET, body: nil)
        let targets: [DeepLWire.Language] = try await call("/v2/languages?type=target", method: .GET, body: nil)
        var names: [LanguageCode: String] = [:]
        func codes(_ items: [DeepLWire.Language]) -> [LanguageCode] {
            items.compactMap { item in
                guard let code = LanguageCode(item.language) else { return nil }
                names[code] = item.name
                return code
            }
        }
        let support = LanguageSupport(sources: codes(sources), targets: codes(targets), providerNames: names)
        guard !support.sources.isEmpty, !support.targets.isEmpty else { throw ProviderFailure.malformed("empty language list") }
        return support
    }

    public func detect(_ text: String) async throws -> [LanguageGuess]? { nil }

    private func call<Answer: Decodable>(_ path: String, method: HTTPMethod, body: Data?) async throws(ProviderFailure) -> Answer {
        guard let key else { throw .invalidKey }
        var headers = [("Authorization", "DeepL-Auth-Key \(key)")]
        if body != nil { headers.append(("Content-Type", "application/json")) }
        let response = try await upstream.exchange(baseURL + path, method: method, headers: headers, body: body)
        guard (200..<300).contains(response.status) else { throw DeepLWire.failure(for: response) }
        return try upstream.decodeJSON(Answer.self, from: response)
    }
}
