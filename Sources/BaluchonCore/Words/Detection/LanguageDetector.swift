import Foundation

/// Offline language detection: a naive-Bayes reading of the text's words and character n-grams
/// against per-language statistics from wordfreq, restricted to the candidates asked for, with the
/// traveller's languages favoured and an honest "unsure" when the evidence is thin.
public struct LanguageDetector: Sendable {
    /// Weights and thresholds, measured on the development set (docs/BENCHMARKS.md).
    public struct Tuning: Sendable, Equatable {
        /// Weight of the n-gram evidence against the word evidence.
        public var gramWeight: Float = 0.1
        /// Divides scores before the softmax: naive Bayes counts correlated evidence many times over.
        public var temperature: Float = 2
        /// Below this probability the answer is "unsure".
        public var reliableAbove: Double = 0.8
        /// Prior odds of a favoured language against any other.
        public var favourOdds: Double = 4
        /// Tokens read at most: past that the answer no longer changes.
        public var maximumTokens = 256
        /// Log-likelihood taken from a language for each token in a script it is not written in.
        public var scriptPenalty: Float = 10

        public init() {}
    }

    public let model: LanguageModel
    public var tuning: Tuning
    /// Model index of every code a candidate may use: the model's own and their aliases.
    let modelIndex: [String: Int]
    /// Model languages as other providers name them too.
    static let aliases: [String: String] = ["no": "nb", "tl": "fil", "hr": "sh", "bs": "sh", "sr": "sh", "zsm": "ms"]

    public init(model: LanguageModel, tuning: Tuning = Tuning()) {
        self.model = model
        self.tuning = tuning
        var modelIndex: [String: Int] = [:]
        for (index, code) in model.languages.enumerated() { modelIndex[code.rawValue] = index }
        for (alias, code) in Self.aliases {
            if let index = modelIndex[code] { modelIndex[alias] = index }
        }
        self.modelIndex = modelIndex
    }

    /// Every language it can tell: the model's and those told by their script alone.
    public var languages: [LanguageCode] {
        model.languages + ScriptLanguages.languages.filter { !model.languages.contains($0) }
    }

    /// Whether `code` is a language it can tell (by the model, under another spelling, or by its script).
    public func knows(_ code: LanguageCode) -> Bool {
        !CandidateSet(detector: self, requested: [code]).isEmpty
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
        // Calibrated evidence (scores over the temperature) times the prior odds of favoured languages.
        var ranked: [(code: LanguageCode, weight: Double)] = []
        let top = choice.modelCandidates.map { evidence.scores[$0.index] }.max() ?? 0
        let favouredIndices = Set(options.favoured.compactMap { modelIndex[$0.language] })
        for (index, code) in choice.modelCandidates {
            let favoured = favouredIndices.contains(index)
            let weight = Double(exp((evidence.scores[index] - top) / tuning.temperature)) * (favoured ? tuning.favourOdds : 1)
            ranked.append((code, weight))
        }
        guard !ranked.isEmpty else { return Detection(language: nil, confidence: 0, isReliable: false, detector: "offline") }
        ranked.sort { $0.weight > $1.weight }
        let candidateTotal = ranked.reduce(0) { $0 + $1.weight }
        // A text plainly in a language outside the candidates is said to be, instead of handed to the
        // candidate that resembles it most: then every share is taken among all the model's languages.
        let outside = outsideGuess(evidence.scores, choice, top: top, favoured: favouredIndices, candidateWeight: candidateTotal)
        let total = outside.map { candidateTotal + $0.weight } ?? candidateTotal
        let guesses = ranked.map { LanguageGuess(language: $0.code, confidence: $0.weight / total) }
        var reliable = outside == nil && guesses[0].confidence >= tuning.reliableAbove
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
            alternatives: Array(guesses.dropFirst().prefix(3)), detector: "offline",
            outside: outside.map { LanguageGuess(language: $0.code, confidence: $0.best / total) })
    }

    /// The model language outside the candidates that the text most likely is in, with its weight and the
    /// summed weight of every language outside the candidates (on the candidates' scale: `top` is theirs),
    /// when that language alone is likelier than all the candidates together; nil otherwise.
    private func outsideGuess(
        _ scores: [Float], _ choice: CandidateSet, top: Float, favoured: Set<Int>, candidateWeight: Double
    )
        -> (code: LanguageCode, best: Double, weight: Double)?
    {
        guard choice.modelCandidates.count < model.languages.count else { return nil }
        var isCandidate = [Bool](repeating: false, count: model.languages.count)
        for candidate in choice.modelCandidates { isCandidate[candidate.index] = true }
        var best: (index: Int, weight: Double)?
        var weight = 0.0
        for index in model.languages.indices where !isCandidate[index] {
            let own = Double(exp((scores[index] - top) / tuning.temperature)) * (favoured.contains(index) ? tuning.favourOdds : 1)
            weight += own
            if own > best?.weight ?? 0 { best = (index, own) }
        }
        guard let best, best.weight > candidateWeight else { return nil }
        return (model.languages[best.index], best.weight, weight)
    }

    /// Raw log-likelihoods per model language, and how many tokens each language's list knows.
    func score(_ tokens: TextTokens) -> (scores: [Float], knownWords: [Int]) {
        let languageCount = model.languages.count
        let order = model.maximumOrder
        let weight = tuning.gramWeight
        let step = model.step
        let words = model.words
        let grams = model.grams
        let wordFloor = model.wordFloor
        let gramFloor = model.gramFloor
        var scores = [Float](repeating: 0, count: languageCount)
        var known = [Int](repeating: 0, count: languageCount)
        var gramCounts = [Int](repeating: 0, count: order)
        var scriptCounts = [Int](repeating: 0, count: Script.allCases.count)
        tokens.scalars.withUnsafeBufferPointer { scalars in
            words.postings.withUnsafeBufferPointer { wordPostings in
                grams.postings.withUnsafeBufferPointer { gramPostings in
                    for range in tokens.ranges {
                        scriptCounts[Script.of(scalars[range.lowerBound]).rawValue] += 1
                        var wordHash = FNV()
                        for index in range { wordHash.add(scalar: scalars[index]) }
                        for slot in words.lookup(wordHash.value) {
                            let posting = wordPostings[slot]
                            let language = Int(posting >> 8)
                            scores[language] += Float(posting & 0xFF) * step - wordFloor[language]
                            known[language] += 1
                        }
                        // The token framed as `<token>`; n-grams of every order start at each position.
                        let framedLength = range.count + 2
                        for start in 0..<framedLength {
                            var gramHash = FNV()
                            for length in 1...order {
                                let position = start + length - 1
                                guard position < framedLength else { break }
                                let isFrame = position == 0 || position == framedLength - 1
                                gramHash.add(scalar: position == 0 ? 0x3C : isFrame ? 0x3E : scalars[range.lowerBound + position - 1])
                                if length == 1 && isFrame { break }
                                gramCounts[length - 1] += 1
                                let floorBase = (length - 1) * languageCount
                                let found = grams.lookup(gramHash.value)
                                for slot in found {
                                    let posting = gramPostings[slot]
                                    let language = Int(posting >> 8)
                                    scores[language] += weight * (Float(posting & 0xFF) * step - gramFloor[floorBase + language])
                                }
                                // No language has this n-gram, so none has its longer extensions: stop here.
                                if found.isEmpty { break }
                            }
                        }
                    }
                }
            }
        }
        let tokenCount = Float(tokens.ranges.count)
        for language in 0..<languageCount {
            var floor = tokenCount * wordFloor[language]
            for length in 0..<order { floor += weight * Float(gramCounts[length]) * gramFloor[length * languageCount + language] }
            for script in Script.allCases where scriptCounts[script.rawValue] > 0 && model.scripts[language] & script.bit == 0 {
                floor -= tuning.scriptPenalty * Float(scriptCounts[script.rawValue])
            }
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
