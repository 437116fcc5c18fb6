import BaluchonCore
import Foundation
import NIOHTTP1

/// Google Cloud Translation v2 (Basic): translate, detect and list languages with an API key.
///
/// The key travels in the `X-Goog-Api-Key` header, never in a URL.
public struct GoogleTranslate: TranslationProvider {
    public static let defaultBaseURL = URL(string: "https://translation.googleapis.com")!

    public let descriptor: ProviderDescriptor
    @Masked var key: String?
    let baseURL: String
    let upstream: UpstreamClient

    public init(key: String?, baseURL: URL?, upstream: UpstreamClient) {
        self.key = key
        let base = baseURL ?? Self.defaultBaseURL
        self.baseURL = base.endpointRoot
        self.upstream = upstream
        descriptor = TranslationEndpoint.descriptor(
            id: "google", name: "Google Cloud Translation", base: base, key: key,
            missing: key == nil ? "BALUCHON_GOOGLE_TRANSLATE_KEY" : nil)
    }

    public var hasOwnDetection: Bool { true }

    public var detectsSource: Bool { true }

    public func fetch(_ request: TranslationRequest) async throws -> Translation {
        let body = GoogleTranslateWire.TranslateBody(q: [request.text], target: request.target.rawValue, source: request.source?.rawValue)
        let answer: GoogleTranslateWire.Envelope<GoogleTranslateWire.Translations> = try await post("/language/translate/v2", body)
        guard let item = answer.data.translations.first else { throw ProviderFailure.malformed("no translation in the answer") }
        let detected = item.detectedSourceLanguage.flatMap(LanguageCode.init)
        guard let source = request.source ?? detected else { throw ProviderFailure.malformed("no source language in the answer") }
        let detection = request.source == nil ? Detection(language: source, confidence: 1, isReliable: true, detector: descriptor.id) : nil
        return Translation(text: item.translatedText, source: source, target: request.target, detection: detection)
    }

    public func languages() async throws -> LanguageSupport {
        let answer: GoogleTranslateWire.Envelope<GoogleTranslateWire.Languages> = try await get("/language/translate/v2/languages?target=en")
        var names: [LanguageCode: String] = [:]
        let codes = answer.data.languages.compactMap { item -> LanguageCode? in
            guard let code = LanguageCode(item.language) else { return nil }
            names[code] = item.name
            return code
        }
        guard !codes.isEmpty else { throw ProviderFailure.malformed("empty language list") }
        return LanguageSupport(sources: codes, targets: codes, providerNames: names)
    }

    public func detect(_ text: String) async throws -> [LanguageGuess]? {
        let answer: GoogleTranslateWire.Envelope<GoogleTranslateWire.Detections> = try await post(
            "/language/translate/v2/detect", GoogleTranslateWire.DetectBody(q: [text]))
        return (answer.data.detections.first ?? []).compactMap { item in
            LanguageCode(item.language).map { LanguageGuess(language: $0, confidence: min(max(item.confidence ?? 0, 0), 1)) }
        }.sorted { $0.confidence > $1.confidence }
    }

    private var headers: [(String, String)] {
        [("X-Goog-Api-Key", key ?? ""), ("Content-Type", "application/json; charset=utf-8")]
    }

    private func post<Body: Encodable, Answer: Decodable>(_ path: String, _ body: Body) async throws(ProviderFailure) -> Answer {
        try await call(path, method: .POST, body: try TranslationEndpoint.json(body))
    }

    private func get<Answer: Decodable>(_ path: String) async throws(ProviderFailure) -> Answer {
        try await call(path, method: .GET, body: nil)
    }

    private func call<Answer: Decodable>(_ path: String, method: HTTPMethod, body: Data?) async throws(ProviderFailure) -> Answer {
        guard key != nil else { throw .invalidKey }
        let response = try await upstream.exchange(baseURL + path, method: method, headers: headers, body: body)
        guard (200..<300).contains(response.status) else { throw GoogleTranslateWire.failure(for: response) }
        return try upstream.decodeJSON(Answer.self, from: response)
    }
}
