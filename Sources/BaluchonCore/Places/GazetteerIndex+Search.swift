extension GazetteerIndex {
    /// Typos are forgiven only in words at least this long ("Pariss" → Paris; "Pars" is just a prefix).
    public static let typoMinimumWordLength = 5

    /// The best places for a query: ranked by match quality (exact, whole word, prefix, then one typo)
    /// weighed with each place's population (``TopPlaces/qualityBonus``); each place once.
    public func search(_ query: PlaceQuery) -> [PlaceHit] {
        search(folded: query.folded, country: query.country, limit: query.limit)
    }

    /// ``search(_:)`` over an already folded text.
    public func search(folded: String, country: String?, limit: Int) -> [PlaceHit] {
        var filter: UInt16?
        if let country {
            guard let index = places.countryCodes.firstIndex(of: country) else { return [] }
            filter = UInt16(index)
        }
        let probe = Array(folded.utf8)
        var top = TopPlaces(capacity: limit)
        let all = 0..<keys.count
        let range = keys.prefixRange(probe, in: all)
        collect(range, probe: probe, typo: false, country: filter, into: &top)
        // Guess typos only when the text names no place exactly: "Pariss", not "Shanghai".
        if !top.isFull && top.scores.first.map({ TopPlaces.quality(of: $0) > .word }) != false {
            keys.forEachTypoCandidate(for: probe, minimumWordLength: Self.typoMinimumWordLength) { candidate, range in
                collect(range, probe: Array(candidate), typo: true, country: filter, into: &top)
            }
        }
        return zip(top.places, top.scores).map { PlaceHit(place: Int($0), quality: TopPlaces.quality(of: $1)) }
    }

    /// Ranks the keys of `range`, which all start with `probe`: those equal to it first, then those
    /// continuing with a space (whole words), then the rest (prefixes).
    private func collect(_ range: Range<Int>, probe: [UInt8], typo: Bool, country: UInt16?, into top: inout TopPlaces) {
        guard !range.isEmpty else { return }
        // Keys hold no byte below the space: keys equal to the probe sort first, then "probe ", then the rest.
        let exactEnd = probe.withUnsafeBufferPointer { keys.search($0, .upper, in: range) }
        let wordEnd = (probe + [0x20]).withUnsafeBufferPointer { keys.search($0, .prefixEnd, in: exactEnd..<range.upperBound) }
        let whole: MatchQuality = typo ? .typo : .word
        collect(range.lowerBound..<exactEnd, quality: typo ? .typo : .exact, inner: whole, country: country, into: &top)
        collect(exactEnd..<wordEnd, quality: whole, inner: whole, country: country, into: &top)
        let partial: MatchQuality = typo ? .typoPrefix : .prefix
        collect(wordEnd..<range.upperBound, quality: partial, inner: partial, country: country, into: &top)
    }

    private func collect(_ range: Range<Int>, quality: MatchQuality, inner: MatchQuality, country: UInt16?, into top: inout TopPlaces) {
        guard !range.isEmpty else { return }
        keys.ranks.withUnsafeBufferPointer { ranks in
            keys.places.withUnsafeBufferPointer { owners in
                places.countries.withUnsafeBufferPointer { countries in
                    for index in range {
                        let rank = ranks[index]
                        let score = TopPlaces.score(rank & NameKeys.innerFlag == 0 ? quality : inner, importance: rank & ~NameKeys.innerFlag)
                        guard top.admits(score) else { continue }
                        let place = owners[index]
                        if let country, countries[Int(place)] != country { continue }
                        top.insert(place, score: score)
                    }
                }
            }
        }
    }
}
