import Foundation

/// Offline language detection: a naive-Bayes reading of the text's words and character n-grams
/// against per-language statistics from wordfreq, restricted to the candidates asked for, with the
/// traveller's languages favoured and an honest "unsure" when the evidence is thin.
public struct LanguageDetector: Sendable {
    /// Weights and thresholds, measured on the development set (docs/BENCHMARKS.md).
    public struct Tuning: Sendable, Equatable {
        /// Weight of the n-gram evidence against the word evidence.
        public var gramWeight: Float = 0.2
        /// Divides scores before the softmax: naive Bayes counts correlated evidence many times over.
        public var temperature: Float = 4
        /// Below this probability the answer is "unsure".
        public var reliableAbove: Double = 0.8
        /// Prior odds given to a favoured language (ln).
        public var favourBoost: Float = 1.5
        /// Tokens read at most: past that the answer no longer changes.
        public var maximumTokens = 256

        public init() {}
    }

    public let model: LanguageModel
    public var tuning: Tuning
    /// Model languages as other providers name them too.
    static let aliases: [String: String] = ["no": "nb", "tl": "fil", "hr": "sh", "bs": "sh", "sr": "sh", "zsm": "ms"]

    public init(model: LanguageModel, tuning: Tuning = Tuning()) {
        self.model = model
        self.tuning = tuning
    }

    /// Every language it can tell: the model's and those told by their script alone.
    public var languages: [LanguageCode] {
        model.languages + ScriptLanguages.languages.filter { !model.languages.contains($0) }
    }

    /// The language of `text` among `options.candidates`.
    public func detect(_ text: String, options: DetectionOptions = DetectionOptions()) -> Detection {
        let tokens = TextTokens(text, maximumTokens: tuning.maximumTokens)
        let choice = CandidateSet(detector: self, requested: options.candidates)
        guard !tokens.isEmpty, !choice.isEmpty else {
            return Detection(language: nil, confidence: 0, isReliable: false, detector: "offline")
        }
        if let byScript = scriptAnswer(tokens, choice) { return byScript }
        let evidence = score(tokens)
        var ranked: [(code: LanguageCode, score: Float)] = choice.modelCandidates.map { index, code in
            let favoured = options.favoured.contains { $0.base == code.base || Self.aliases[$0.language] == code.rawValue }
            return (code, evidence.scores[index] + (favoured ? tuning.favourBoost : 0))
        }
        guard !ranked.isEmpty else { return Detection(language: nil, confidence: 0, isReliable: false, detector: "offline") }
        ranked.sort { $0.score > $1.score }
        let top = ranked[0].score
        let weights = ranked.map { Double(exp(($0.score - top) / tuning.temperature)) }
        let total = weights.reduce(0, +)
        let guesses = zip(ranked, weights).map { LanguageGuess(language: $0.0.code, confidence: $0.1 / total) }
        var reliable = guesses[0].confidence >= tuning.reliableAbove
        // A text in a language the model lacks fits none of its lists: with such candidates in play,
        // a longer text whose words the winner barely knows is not trusted.
        if choice.hasUnmodelled, tokens.ranges.count >= 3,
            let index = choice.modelCandidates.first(where: { $0.code == guesses[0].language })?.index,
            Double(evidence.knownWords[index]) < 0.3 * Double(tokens.ranges.count)
        {
            reliable = false
        }
        return Detection(
            language: guesses[0].language, confidence: guesses[0].confidence, isReliable: reliable,
            alternatives: Array(guesses.dropFirst().prefix(3)), detector: "offline")
    }

    /// Raw log-likelihoods per model language, and how many tokens each language's list knows.
    func score(_ tokens: TextTokens) -> (scores: [Float], knownWords: [Int]) {
        let languageCount = model.languages.count
        let order = model.maximumOrder
        let weight = tuning.gramWeight
        var scores = [Float](repeating: 0, count: languageCount)
        var known = [Int](repeating: 0, count: languageCount)
        var gramCounts = [Int](repeating: 0, count: order)
        let postings = model.words.postings
        let gramPostings = model.grams.postings
        let step = model.step
        tokens.scalars.withUnsafeBufferPointer { scalars in
            for range in tokens.ranges {
                var wordHash = FNV()
                for index in range { wordHash.add(scalar: scalars[index]) }
                for slot in model.words.lookup(wordHash.value) {
                    let language = Int(postings[slot] >> 8)
                    scores[language] += Float(postings[slot] & 0xFF) * step - model.wordFloor[language]
                    known[language] += 1
                }
                // The token framed as `<token>`; n-grams of every order start at each position.
                let framedLength = range.count + 2
                for start in 0..<framedLength {
                    var gramHash = FNV()
                    for length in 1...order {
                        let end = start + length
                        guard end <= framedLength else { break }
                        let position = end - 1
                        let scalar: UInt32 =
                            position == 0 ? 0x3C : position == framedLength - 1 ? 0x3E : scalars[range.lowerBound + position - 1]
                        gramHash.add(scalar: scalar)
                        if length == 1 && (position == 0 || position == framedLength - 1) { break }
                        gramCounts[length - 1] += 1
                        for slot in model.grams.lookup(gramHash.value) {
                            let language = Int(gramPostings[slot] >> 8)
                            scores[language] += weight * (Float(gramPostings[slot] & 0xFF) * step - model.gramFloor[length - 1][language])
                        }
                    }
                }
            }
        }
        let tokenCount = Float(tokens.ranges.count)
        for language in 0..<languageCount {
            var floor = tokenCount * model.wordFloor[language]
            for length in 0..<order { floor += weight * Float(gramCounts[length]) * model.gramFloor[length][language] }
            scores[language] += floor
        }
        return (scores, known)
    }

    /// A text mostly in a script only one candidate uses (Thai, Armenian…) needs no statistics.
    private func scriptAnswer(_ tokens: TextTokens, _ choice: CandidateSet) -> Detection? {
        guard !choice.scriptCandidates.isEmpty else { return nil }
        var counts = [Int](repeating: 0, count: ScriptLanguages.blocks.count)
        for scalar in tokens.scalars {
            if let block = ScriptLanguages.language(of: scalar) { counts[block] += 1 }
        }
        guard let best = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[best] * 2 > tokens.scalars.count,
            let code = choice.scriptCandidates.first(where: { $0 == ScriptLanguages.blocks[best].language })
        else { return nil }
        let share = Double(counts[best]) / Double(tokens.scalars.count)
        return Detection(language: code, confidence: share, isReliable: share >= tuning.reliableAbove, detector: "offline")
    }
}
