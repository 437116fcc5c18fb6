import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird
import Synchronization

/// `GET /api/v1/languages`, `POST /api/v1/translate` and `POST /api/v1/detect`.
struct WordsRoutes {
    let words: WordsService
    let limits: ClientLimits

    struct TranslateBody: Decodable {
        var text: String
        /// A language code, or `auto` (the default) to detect it.
        var source: String?
        var target: String
        /// The traveller's languages (home, away), favoured when detecting.
        var favoured: [String]?
    }

    struct DetectBody: Decodable {
        var text: String
        var candidates: [String]?
        var favoured: [String]?
    }

    struct Languages: ResponseEncodable {
        var provider: String
        var providerName: String
        var offline: Bool
        var sources: [NamedLanguage]
        var targets: [NamedLanguage]
        var pairs: [LanguageCode: [LanguageCode]]?
        var maximumLength: Int
        var provenance: Provenance
    }

    struct Translated: ResponseEncodable {
        var outcome: TranslationOutcome

        func encode(to encoder: any Encoder) throws { try outcome.encode(to: encoder) }
    }

    struct Detected: ResponseEncodable {
        var outcome: DetectionOutcome

        func encode(to encoder: any Encoder) throws { try outcome.encode(to: encoder) }
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("languages") { _, context in
            let catalog = try await words.languages(in: context.language)
            return Languages(
                provider: catalog.value.provider, providerName: catalog.value.providerName, offline: catalog.value.offline,
                sources: catalog.value.sources,
                targets: catalog.value.targets, pairs: catalog.value.pairs, maximumLength: catalog.value.maximumLength,
                provenance: catalog.provenance)
        }
        api.post("translate") { request, context in
            let body = try await request.decodeJSON(as: TranslateBody.self, context: context)
            let (source, target) = (try LanguageCode.source(body.source), try LanguageCode(parameter: body.target, name: "target"))
            return Translated(
                outcome: try await rationed(for: context.client) {
                    try await words.translate(
                        body.text, from: source, to: target, favoured: Self.codes(body.favoured))
                })
        }
        api.post("detect") { request, context in
            let body = try await request.decodeJSON(as: DetectBody.self, context: context)
            let candidates = try body.candidates?.map { try LanguageCode(parameter: $0, name: "candidates") }
            return Detected(
                outcome: try await rationed(for: context.client) {
                    try await words.detect(body.text, candidates: candidates, favoured: Self.codes(body.favoured))
                })
        }
    }

    /// The traveller's languages, a hint for detection: a code that is not one is left out, never refused.
    static func codes(_ favoured: [String]?) -> [LanguageCode] { (favoured ?? []).compactMap(LanguageCode.init) }

    /// Runs `work` with `client`'s ration of paid provider calls: a paid provider is passed over once it
    /// is spent, and when nothing else could answer, the answer is 429 `rate_limited`, not a provider failure.
    func rationed<T: Sendable>(for client: String, _ work: () async throws -> T) async throws -> T {
        let refusal = Refusal()
        return try await words.rationed(
            admits: { [limits] in
                do {
                    try limits.check(.paidTranslation, by: client)
                    return true
                } catch {
                    refusal.error.withLock { $0 = error as? RateLimited }
                    return false
                }
            },
            spend: { [limits] in try? limits.spend(.paidTranslation, by: client) },
            refusal: { refusal.error.withLock { $0 } }, work)
    }

    /// The last refusal of a paid call during one request.
    final class Refusal: Sendable {
        let error = Mutex<RateLimited?>(nil)
    }

}
