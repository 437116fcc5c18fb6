/// What a typed text means as a kind of place.
public struct KindMatch: Sendable, Equatable {
    /// The kind the text names, exactly or up to a small typo; nil when it names none.
    public var kind: PlaceKind?
    /// Whether the kind was found only by forgiving a typo.
    public var corrected: Bool
    /// When no kind matched: the closest known kinds, best first (at most three).
    public var suggestions: [PlaceKind]
}

extension KindCatalog {
    /// Reads `text` as a kind of place: the whole text must name it (case, accents, a regular plural and
    /// a typo or two forgiven), so "Hôtel de Paris" stays a name while "hotels" is the kind hotel.
    public func match(_ text: String) -> KindMatch {
        let folded = Self.fold(text)
        guard !folded.isEmpty else { return KindMatch(kind: nil, corrected: false, suggestions: []) }
        if let position = keys[folded] { return KindMatch(kind: kinds[position], corrected: false, suggestions: []) }
        let probe = Array(folded.unicodeScalars)
        var best: (distance: Int, kind: Int)?
        for (key, kind) in keyList {
            let scalars = Array(key.unicodeScalars)
            let allowed = Self.allowedTypos(scalars.count)
            guard allowed > 0, abs(scalars.count - probe.count) <= allowed else { continue }
            let distance = Self.editDistance(probe, scalars, atMost: allowed)
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (distance, kind) }
        }
        if let best { return KindMatch(kind: kinds[best.kind], corrected: true, suggestions: []) }
        return KindMatch(kind: nil, corrected: false, suggestions: suggestions(for: folded))
    }

    /// The kinds closest to a text that names none: names within a few edits, names it begins, or a
    /// name among its words ("pharmacie ouverte" → pharmacy). At most `limit`, best first.
    public func suggestions(for folded: String, limit: Int = 3) -> [PlaceKind] {
        let probe = Array(folded.unicodeScalars)
        let words = Set(folded.split(separator: " ").map(String.init))
        var scores: [Int: Double] = [:]
        for (key, kind) in keyList {
            let scalars = Array(key.unicodeScalars)
            var score: Double?
            if probe.count >= 3, key.hasPrefix(folded) {
                score = 0.5
            } else if key.count >= 3, words.contains(key) || (key.contains(" ") && folded.contains(key)) {
                score = 0.75
            } else {
                let allowed = max(2, scalars.count / 3)
                if abs(scalars.count - probe.count) <= allowed {
                    let distance = Self.editDistance(probe, scalars, atMost: allowed)
                    if distance <= allowed { score = Double(distance) }
                }
            }
            if let score, score < scores[kind] ?? .infinity { scores[kind] = score }
        }
        return scores.sorted { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }.prefix(limit).map { kinds[$0.key] }
    }

    /// Typos forgiven in a name of `length` letters: none under 4, one under 8, two from 8.
    static func allowedTypos(_ length: Int) -> Int {
        length >= 8 ? 2 : length >= 4 ? 1 : 0
    }

    /// The comparable form of a kind name or a query: folded like place names, each word of four letters
    /// or more put in the singular by the regular French and English rules (hôpitaux → hopital,
    /// bureaux → bureau, pharmacies/pharmacy → pharmacie, toilettes → toilette, ATMs → atm).
    public static func fold(_ text: String) -> String {
        PlaceNormalizer.normalize(text).split(separator: " ").map { singular(String($0)) }.joined(separator: " ")
    }

    static func singular(_ word: String) -> String {
        guard word.count >= 4 else { return word }
        if word.hasSuffix("eaux") { return String(word.dropLast()) }
        if word.hasSuffix("aux") { return String(word.dropLast(3)) + "al" }
        var stem = word
        if stem.hasSuffix("s") || stem.hasSuffix("x") { stem.removeLast() }
        // English "-y" after a consonant and French "-ie" meet: pharmacy, pharmacies, pharmacie.
        if stem.hasSuffix("y"), let before = stem.dropLast().last, !"aeiou".contains(before) {
            stem = String(stem.dropLast()) + "ie"
        }
        return stem
    }

    /// Optimal-string-alignment distance (a swap of neighbours counts one), giving up past `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, previous2[j - 2] + 1) }
                current[j] = value
                rowBest = min(rowBest, value)
            }
            if rowBest > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
