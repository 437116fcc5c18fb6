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
        for code in requested {
            let base = code.base
            let modelCode = LanguageDetector.aliases[base.rawValue].flatMap(LanguageCode.init) ?? base
            if let index = model.languages.firstIndex(of: modelCode) {
                if !modelCandidates.contains(where: { $0.index == index }) { modelCandidates.append((index, code)) }
            } else if ScriptLanguages.languages.contains(base) {
                if !scriptCandidates.contains(base) { scriptCandidates.append(base) }
            } else {
                hasUnmodelled = true
            }
        }
    }

    var isEmpty: Bool { modelCandidates.isEmpty && scriptCandidates.isEmpty }
}
