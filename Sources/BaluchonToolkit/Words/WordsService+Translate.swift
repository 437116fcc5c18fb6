import BaluchonCore
import BaluchonProviders
import Foundation

extension WordsService {
    /// Translates `text` into `target` from `source` (nil: detected), favouring the traveller's
    /// languages when detecting; the provenance's note is kept as words each reader tells in its language.
    public func translate(
        _ text: String, from source: LanguageCode?, to target: LanguageCode, favoured: [LanguageCode] = []
    ) async throws
        -> TranslationOutcome
    {
        let started = ContinuousClock.now
        let startedAt = monitor.now()
        let text = try TranslationText.validated(text)
        let (requestedTarget, requestedSource) = (target, source)
        let support = try await languageSupport()
        let provider = support.provenance.source
        let providerName = name(of: provider)
        guard let target = support.value.target(matching: requestedTarget) else {
            throw WordsError.unsupportedLanguage(requestedTarget, provider: providerName, supported: support.value.targets)
        }

        var detection: Detection?
        var from: LanguageCode?
        if let requestedSource {
            guard let known = support.value.source(matching: requestedSource) else {
                throw WordsError.unsupportedLanguage(requestedSource, provider: providerName, supported: support.value.sources)
            }
            from = known
        } else {
            let guess = await detector()?.detect(text, options: DetectionOptions(candidates: support.value.sources, favoured: favoured))
            if let guess, guess.isReliable, let language = guess.language, let known = support.value.source(matching: language) {
                from = known
                detection = guess
            } else if let outside = guess?.outside {
                // Plainly a language no source covers: translating it as its nearest source would be wrong.
                throw WordsError.detectedUnsupported(outside.language, provider: providerName, supported: support.value.sources)
            } else if !translators.contains(where: \.detectsSource) {
                let guesses = guess.map { [$0.language].compactMap { $0 } + $0.alternatives.filter { $0.confidence >= 0.1 }.map(\.language) }
                throw WordsError.sourceUnsure(guesses: guesses ?? [])
            }
        }
        if let from, from.base == target.base {
            // Nothing to translate: the text is already in the target language.
            return TranslationOutcome(
                text: text, source: from, target: target, route: [from], quality: TranslationQuality(route: [from], remote: !isOffline(provider)),
                unknownWords: [], detection: detection, provider: provider,
                providerName: providerName, offline: isOffline(provider), provenance: Provenance(source: provider, fetchedAt: startedAt),
                cached: false,
                elapsedMilliseconds: Self.milliseconds(since: started))
        }
        if let from, !support.value.supports(source: from, target: target) {
            throw WordsError.unsupportedPair(
                source: from, target: target, provider: providerName, targets: support.value.targets(from: from))
        }

        let request = TranslationRequest(text: text, source: from, target: target)
        let key = "translate:\(signature):\(from?.rawValue ?? "auto")>\(target.rawValue):\(text)"
        var answer = try await translations.value(for: request, cacheKey: key)
        if let detection { answer.value.detection = detection }
        if answer.value.route.count > 2 {
            let pivots = answer.value.pivots
            let path = answer.value.route.map(\.rawValue).joined(separator: "→")
            let names = LocalizedText.Argument.inLanguage { language in
                pivots.map { NamedLanguage.name(of: $0, in: language) }.joined(separator: ", ")
            }
            let through = LocalizedText("translation.note.through", ["pivots": names, "path": "\(path)"])
            answer.provenance.note =
                answer.provenance.note.map { LocalizedText("provenance.notes", ["first": .localized($0), "then": .localized(through)]) } ?? through
        }
        let offline = isOffline(answer.provenance.source)
        var outcome = TranslationOutcome(
            text: answer.value.text, source: answer.value.source, target: answer.value.target, route: answer.value.route,
            quality: TranslationQuality(route: answer.value.route, remote: !offline), unknownWords: answer.value.unknownWords,
            detection: answer.value.detection, provider: answer.provenance.source, providerName: name(of: answer.provenance.source),
            offline: offline, provenance: answer.provenance, cached: answer.provenance.fetchedAt < startedAt,
            elapsedMilliseconds: Self.milliseconds(since: started))
        outcome.human = humanTranslation(of: text, from: outcome.source, to: outcome.target)
        return outcome
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        let elapsed = ContinuousClock.now - start
        return Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}
