import BaluchonCore
import BaluchonProviders
import Foundation

extension WordsService {
    /// The language of `text` among `candidates` (default: the active provider's source languages),
    /// offline first; when the offline detector is unsure and a provider with its own detection is
    /// configured, that provider decides.
    public func detect(_ text: String, candidates: [LanguageCode]? = nil, favoured: [LanguageCode] = []) async throws -> DetectionOutcome {
        let text = try TranslationText.validated(text)
        let now = monitor.now()
        let detector = await detector()
        var chosen: [LanguageCode]
        if let candidates {
            chosen = candidates
            guard !chosen.isEmpty else { throw WordsError.invalidLanguage("[]") }
            if let detector, !translators.contains(where: \.hasOwnDetection), !chosen.contains(where: detector.knows) {
                throw WordsError.undetectable(chosen, supported: detector.languages)
            }
        } else if !translators.isEmpty, let support = try? await languageSupport() {
            chosen = support.value.sources
        } else {
            chosen = detector?.languages ?? []
        }
        let offline =
            detector?.detect(text, options: DetectionOptions(candidates: chosen, favoured: favoured))
            ?? Detection(language: nil, confidence: 0, isReliable: false, detector: "offline")
        let offlineOutcome = DetectionOutcome(detection: offline, candidates: chosen, provenance: Provenance(source: "offline", fetchedAt: now))
        guard !offline.isReliable, translators.contains(where: \.hasOwnDetection) else { return offlineOutcome }
        do {
            let online = try await detections.value(for: text, cacheKey: "detect:\(signature):\(text)")
            let allowed = online.value.filter { guess in chosen.contains { $0.base == guess.language.base } }
            guard let best = allowed.first else { return offlineOutcome }
            let detection = Detection(
                language: best.language, confidence: best.confidence, isReliable: best.confidence >= 0.5,
                alternatives: Array(allowed.dropFirst().prefix(3)), detector: online.provenance.source)
            return DetectionOutcome(detection: detection, candidates: chosen, provenance: online.provenance)
        } catch {
            // The provider could not help: the offline answer, unsure as it is, still stands.
            return offlineOutcome
        }
    }
}
