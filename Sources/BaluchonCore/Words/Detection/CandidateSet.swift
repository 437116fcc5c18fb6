/// The candidates of one detection, split into model languages (by index) and script-only ones.
struct CandidateSet {
    /// Model index and the code to answer with (the caller's spelling: `no` for a provider that says `no`).
    var modelCandidates: [(index: Int, code: LanguageCode)] = []
    var scriptCandidates: [LanguageCode] = []
    /// Whether some candidate is a language the detector cannot tell at all.
    var hasUnmodelled = false

    init(detector: LanguageDetector, requested: [LanguageCode]?) {
        let model = detector.model
        guard let requested else {
            modelCandidates = model.languages.enumerated().map { ($0.offset, $0.element) }
            scriptCandidates = ScriptLanguages.languages.filter { !model.languages.contains($0) }
            return
        }
        var taken = [Bool](repeating: false, count: model.languages.count)
        for code in requested {
            // Plain codes (most) need no subtag cut, so no allocation.
            if let index = detector.modelIndex[code.rawValue] ?? (code.isVariant ? detector.modelIndex[code.language] : nil) {
                if !taken[index] {
                    taken[index] = true
                    modelCandidates.append((index, code))
                }
                continue
            }
            let base = code.base
            if ScriptLanguages.languages.contains(base) {
                if !scriptCandidates.contains(base) { scriptCandidates.append(base) }
            } else {
                hasUnmodelled = true
            }
        }
    }

    var isEmpty: Bool { modelCandidates.isEmpty && scriptCandidates.isEmpty }
}
