/// How well a place's name matches a query, best first; results are ranked by it weighed with population.
public enum MatchQuality: String, Sendable, Codable, Comparable, CaseIterable {
    /// A whole name equals the query.
    case exact
    /// The query equals whole words of a name ("york" in "New York", "paris" in "Paris Township").
    case word
    /// A name, or a later word of it, starts with the query.
    case prefix
    /// After correcting one typo, a name or word equals the query.
    case typo
    /// After correcting one typo, a name or word starts with the query.
    case typoPrefix

    var rank: Int {
        switch self {
        case .exact: 0
        case .word: 1
        case .prefix: 2
        case .typo: 3
        case .typoPrefix: 4
        }
    }

    public static func < (lhs: MatchQuality, rhs: MatchQuality) -> Bool { lhs.rank < rhs.rank }
}
