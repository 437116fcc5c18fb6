/// Every kind of place Baluchon knows, read from a tab-separated table (see `Resources/search/kinds.tsv`),
/// with lookups by id, by OpenStreetMap tag and by what a traveller types.
public struct KindCatalog: Sendable {
    public let kinds: [PlaceKind]
    private let positions: [String: Int]
    private let byTag: [OSMTag: [Int]]
    /// Folded names (see ``KindCatalog/fold(_:)``) → kind position, first listed kind winning.
    let keys: [String: Int]
    /// The folded names in a fixed order, for typo and suggestion scans.
    let keyList: [(key: String, kind: Int)]

    /// Reads the table: `id<TAB>tags<TAB>fr:name|name…<TAB>en:name|…`; `#` starts a comment line.
    public init(table: String) throws(SearchError) {
        var kinds: [PlaceKind] = []
        for (number, line) in table.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            let tags = columns.count > 1 ? columns[1].split(separator: ",").compactMap { OSMTag($0) } : []
            guard columns.count >= 3, !columns[0].isEmpty, !tags.isEmpty else {
                throw .badKindTable(line: number + 1)
            }
            var names: [String: [String]] = [:]
            for column in columns.dropFirst(2) {
                let parts = column.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].count == 2 else { throw .badKindTable(line: number + 1) }
                names[String(parts[0])] = parts[1].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty }
            }
            kinds.append(PlaceKind(id: String(columns[0]), tags: tags, names: names))
        }
        try self.init(kinds: kinds)
    }

    public init(kinds: [PlaceKind]) throws(SearchError) {
        var positions: [String: Int] = [:]
        var byTag: [OSMTag: [Int]] = [:]
        var keys: [String: Int] = [:]
        var keyList: [(String, Int)] = []
        for (position, kind) in kinds.enumerated() {
            guard positions[kind.id] == nil else { throw .duplicateKind(kind.id) }
            positions[kind.id] = position
            for tag in kind.tags { byTag[tag, default: []].append(position) }
            for key in [kind.id.replacingOccurrences(of: "_", with: " ")] + kind.names.keys.sorted().flatMap({ kind.names[$0] ?? [] }) {
                let folded = Self.fold(key)
                guard !folded.isEmpty, keys[folded] == nil else { continue }
                keys[folded] = position
                keyList.append((folded, position))
            }
        }
        self.kinds = kinds
        self.positions = positions
        self.byTag = byTag
        self.keys = keys
        self.keyList = keyList
    }

    /// The kind with this id.
    public func kind(id: String) -> PlaceKind? {
        positions[id].map { kinds[$0] }
    }

    /// The position of the kind with this id in ``kinds``.
    public func position(of id: String) -> Int? { positions[id] }

    /// The positions of the kinds a feature with these tags belongs to, in catalog order.
    public func kinds(forTags tags: [String: String]) -> [Int] {
        var found: Set<Int> = []
        for (key, value) in tags {
            guard let hits = byTag[OSMTag(key: key, value: value)] else { continue }
            found.formUnion(hits)
        }
        return found.sorted()
    }

    /// Every tag of every kind, grouped by key (`amenity` → [`pharmacy`, `atm`, …]), for filters.
    public var tagsByKey: [String: [String]] {
        var grouped: [String: [String]] = [:]
        for kind in kinds {
            for tag in kind.tags where !(grouped[tag.key]?.contains(tag.value) ?? false) { grouped[tag.key, default: []].append(tag.value) }
        }
        return grouped
    }

    /// Each kind with its name in `language`, in catalog order.
    public func labels(in language: UILanguage) -> [KindLabel] {
        kinds.map { KindLabel(id: $0.id, name: $0.name(in: language)) }
    }
}
