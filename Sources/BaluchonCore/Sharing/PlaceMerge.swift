/// Incoming places set against a list: the new ones, and those already there (the same place saved twice).
public struct PlaceMerge: Sendable, Equatable {
    public let added: [SavedPlace]
    public let duplicates: [SavedPlace]

    public init(existing: [SavedPlace], incoming: [SavedPlace]) {
        var kept: [SavedPlace] = []
        var duplicates: [SavedPlace] = []
        for place in incoming {
            if existing.contains(where: { $0.isSamePlace(as: place) }) || kept.contains(where: { $0.isSamePlace(as: place) }) {
                duplicates.append(place)
            } else {
                kept.append(place)
            }
        }
        added = kept
        self.duplicates = duplicates
    }
}
