import BaluchonCore
import Foundation
import NIOHTTP1

/// LibreTranslate (self-hosted or libretranslate.com): translate, detect and list languages; the key
/// is optional on self-hosted instances.
public struct LibreTranslate: TranslationProvider {
    public static let publicBaseURL = URL(string: "https://libretranslate.com")!

    public let descriptor: ProviderDescriptor
    @Masked var key: String?
    let baseURL: String
    let upstream: UpstreamClient

    /// Configured when a URL is set, or a key for the public instance.
    public init(key: String?, baseURL: URL?, upstream: UpstreamClient) {
        self.key = key
        let base = baseURL ?? Self.publicBaseURL
        self.baseURL = base.endpointRoot
        self.upstream = upstream
        descriptor = TranslationEndpoint.descriptor(
            id: "libretranslate", name: "LibreTranslate", base: base, key: key,
            missing: baseURL == nil && key == nil ? "BALUCHON_LIBRETRANSLATE_URL" : nil)
    }

    public var hasOwnDetection: Bool { true }

    public var detectsSource: Bool { true }

    public func fetch(_ request: TranslationRequest) async throws -> Translation {
        let body = LibreTranslateWire.TranslateBody(
            q: request.text, source: request.source?.rawValue ?? "auto", target: request.target.rawValue, apiKey: key)
        let answer: LibreTranslateWire.Translated = try await call("/translate", method: .POST, body: try TranslationEndpoint.json(body))
        let guess = answer.detectedLanguage?.guess
        guard let source = request.source ?? guess?.language else { throw ProviderFailure.malformed("no source language in the answer") }
        let detection =
            request.source == nil
            ? Detection(language: source, confidence: guess?.confidence ?? 0, isReliable: (guess?.confidence ?? 0) >= 0.5, detector: descriptor.id)
            : nil
        return Translation(text: answer.translatedText, source: source, target: request.target, detection: detection)
    }

    public func languages() async throws -> LanguageSupport {
        let items: [LibreTranslateWire.Language] = try await call("/languages", method: .GET, body: nil)
        var names: [LanguageCode: String] = [:]
        var pairs: [LanguageCode: [LanguageCode]] = [:]
        var codes: [LanguageCode] = []
        for item in items {
            guard let code = LanguageCode(item.code) else { continue }
            codes.append(code)
            names[code] = item.name
            if let targets = item.targets {
                pairs[code] = targets.compactMap(LanguageCode.init).filter { $0 != code }
            }
        }
        guard !codes.isEmpty else { throw ProviderFailure.malformed("empty language list") }
        let restricted = items.allSatisfy { $0.targets != nil }
        return LanguageSupport(sources: codes, targets: codes, pairs: restricted ? pairs : nil, providerNames: names)
    }

    public func detect(_ text: String) async throws -> [LanguageGuess]? {
        let items: [LibreTranslateWire.Detected] = try await call(
            "/detect", method: .POST, body: try TranslationEndpoint.json(LibreTranslateWire.DetectBody(q: text, apiKey: key)))
        return items.compactMap(\.guess).sorted { $0.confidence > $1.confidence }
    }

    private func call<Answer: Decodable>(_ path: String, method: HTTPMethod, body: Data?) async throws(ProviderFailure) -> Answer {
        let headers = body == nil ? [] : [("Content-Type", "application/json")]
        let response = try await upstream.exchange(baseURL + path, method: method, headers: headers, body: body)
        guard (200..<300).contains(response.status) else { throw LibreTranslateWire.failure(for: response) }
        return try upstream.decodeJSON(Answer.self, from: response)
    }
}
