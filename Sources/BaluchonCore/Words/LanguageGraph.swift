/// The directed pairs an engine translates directly, and the routes they allow through one pivot
/// language when no direct pair exists (Apertium has fr→es and es→en but no fr→en).
public struct LanguageGraph: Sendable, Equatable {
    /// Direct pairs: source → targets.
    public let edges: [LanguageCode: Set<LanguageCode>]
    /// Pivots tried first when several would do, best first; others follow in code order.
    public let preferredPivots: [LanguageCode]

    public init(pairs: [(LanguageCode, LanguageCode)], preferredPivots: [LanguageCode] = []) {
        var edges: [LanguageCode: Set<LanguageCode>] = [:]
        for (source, target) in pairs where source != target {
            edges[source, default: []].insert(target)
        }
        self.edges = edges
        self.preferredPivots = preferredPivots
    }

    public static func == (lhs: LanguageGraph, rhs: LanguageGraph) -> Bool {
        lhs.edges == rhs.edges && lhs.preferredPivots == rhs.preferredPivots
    }

    /// The languages from `source` to `target`, both included: two when a direct pair exists, three
    /// through the best pivot, nil when neither serves.
    public func route(from source: LanguageCode, to target: LanguageCode) -> [LanguageCode]? {
        guard source != target, let next = edges[source] else { return nil }
        if next.contains(target) { return [source, target] }
        let pivots = next.filter { edges[$0]?.contains(target) == true }
        guard !pivots.isEmpty else { return nil }
        let pivot = pivots.min { rank($0) < rank($1) }!
        return [source, pivot, target]
    }

    /// Every target reachable from `source` directly or through one pivot.
    public func targets(from source: LanguageCode) -> [LanguageCode] {
        var reachable = Set<LanguageCode>()
        for step in edges[source] ?? [] {
            reachable.insert(step)
            reachable.formUnion(edges[step] ?? [])
        }
        reachable.remove(source)
        return reachable.sorted()
    }

    /// What the graph offers, in the form every provider reports.
    public var support: LanguageSupport {
        var pairs: [LanguageCode: [LanguageCode]] = [:]
        for source in edges.keys {
            pairs[source] = targets(from: source)
        }
        let targets = Set(pairs.values.joined())
        return LanguageSupport(sources: Array(edges.keys), targets: Array(targets), pairs: pairs)
    }

    private func rank(_ pivot: LanguageCode) -> (Int, String) {
        (preferredPivots.firstIndex(of: pivot) ?? preferredPivots.count, pivot.rawValue)
    }
}
