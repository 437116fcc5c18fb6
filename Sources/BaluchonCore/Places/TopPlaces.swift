/// The best `capacity` distinct places seen so far, by score (match quality weighed with importance).
/// Small and sorted: a candidate below the current minimum costs one comparison.
struct TopPlaces {
    private(set) var places: [UInt32] = []
    private(set) var scores: [UInt64] = []
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        places.reserveCapacity(capacity + 1)
        scores.reserveCapacity(capacity + 1)
    }

    var isFull: Bool { places.count >= capacity }

    /// The score a candidate must beat once full.
    var minimum: UInt64 { scores.last ?? 0 }

    /// Whether a candidate with `score` could enter.
    func admits(_ score: UInt64) -> Bool { !isFull || score > minimum }

    mutating func insert(_ place: UInt32, score: UInt64) {
        guard admits(score) else { return }
        if let existing = places.firstIndex(of: place) {
            guard scores[existing] < score else { return }
            places.remove(at: existing)
            scores.remove(at: existing)
        }
        var position = scores.count
        while position > 0 && scores[position - 1] < score { position -= 1 }
        places.insert(place, at: position)
        scores.insert(score, at: position)
        if places.count > capacity {
            places.removeLast()
            scores.removeLast()
        }
    }

    /// What each match quality adds to a place's importance, in doublings of population: an exact name
    /// counts as a hundred times the people (≈ 6.6 doublings) of a name merely started, a whole word
    /// as one and a half times, a typo as a tenth. So "manch" finds Manchester before a hamlet named
    /// Manch, while "york" still finds York before New York City, as Photon and Pelias rank them.
    static let qualityBonus: [MatchQuality: Double] = [.exact: 11.6, .word: 5.6, .prefix: 5.0, .typo: 1.7, .typoPrefix: 0]

    private static let bonusSteps: [UInt64] = MatchQuality.allCases.map {
        UInt64(qualityBonus[$0]! * Double(NameKeys.importancePerDoubling))
    }

    /// Packs a quality and a place's importance so that a larger score ranks first; the quality is
    /// kept in the low bits, to be read back.
    static func score(_ quality: MatchQuality, importance: UInt32) -> UInt64 {
        (bonusSteps[quality.rank] + UInt64(importance)) << 3 | UInt64(MatchQuality.allCases.count - 1 - quality.rank)
    }

    static func quality(of score: UInt64) -> MatchQuality {
        MatchQuality.allCases[MatchQuality.allCases.count - 1 - Int(score & 7)]
    }
}
