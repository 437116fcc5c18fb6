/// One place found by a search: its row in the gazetteer and how well it matched.
public struct PlaceHit: Sendable, Equatable {
    public var place: Int
    public var quality: MatchQuality

    public init(place: Int, quality: MatchQuality) {
        self.place = place
        self.quality = quality
    }
}
