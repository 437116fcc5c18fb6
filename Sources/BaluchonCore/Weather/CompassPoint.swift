/// The eight points of the compass, to say where the wind blows from.
public enum CompassPoint: Int, Sendable, CaseIterable {
    case north, northEast, east, southEast, south, southWest, west, northWest

    /// The point nearest to a bearing in degrees (any value, wrapped to 0–360).
    public init(degrees: Int) {
        let wrapped = ((degrees % 360) + 360) % 360
        self = CompassPoint(rawValue: ((wrapped * 2 + 45) / 90) % 8)!
    }

    /// `NW` in English, `NO` in French.
    public func abbreviation(in language: UILanguage) -> String {
        LocalizedText("compass.short.\(self)").text(in: language)
    }
}
