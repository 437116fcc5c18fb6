/// The best `capacity` distinct places seen so far, by score (match quality, then population).
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

    /// Packs a quality and a population so that a larger score ranks first.
    static func score(_ quality: MatchQuality, population: UInt32) -> UInt64 {
        UInt64(MatchQuality.allCases.count - quality.rank) << 32 | UInt64(population)
    }

    static func quality(of score: UInt64) -> MatchQuality {
        MatchQuality.allCases[MatchQuality.allCases.count - Int(score >> 32)]
    }
}
