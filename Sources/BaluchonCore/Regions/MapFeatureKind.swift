/// What a base-map feature is, in drawing order (areas first, then small roads under big ones).
public enum MapFeatureKind: UInt8, CaseIterable, Sendable {
    case forest, grass, park, water, waterway, coastline, building
    case path, cycleway, footway, steps, service, residential, tertiary, secondary, primary, trunk, motorway

    /// The kind of an OpenStreetMap object from its tags, nil when the base map does not draw it.
    public init?(tags: [String: String]) {
        if let highway = tags["highway"] {
            switch highway {
            case "motorway", "motorway_link": self = .motorway
            case "trunk", "trunk_link": self = .trunk
            case "primary", "primary_link": self = .primary
            case "secondary", "secondary_link": self = .secondary
            case "tertiary", "tertiary_link": self = .tertiary
            case "residential", "unclassified", "living_street", "road": self = .residential
            case "service": self = .service
            case "footway", "pedestrian", "corridor": self = .footway
            case "path", "track", "bridleway": self = .path
            case "steps": self = .steps
            case "cycleway": self = .cycleway
            default: return nil
            }
            return
        }
        if let building = tags["building"], building != "no" {
            self = .building
        } else if tags["natural"] == "water" || tags["waterway"] == "riverbank" || ["reservoir", "basin"].contains(tags["landuse"]) {
            self = .water
        } else if tags["natural"] == "coastline" {
            self = .coastline
        } else if let waterway = tags["waterway"], ["river", "stream", "canal", "ditch", "drain"].contains(waterway) {
            self = .waterway
        } else if tags["landuse"] == "forest" || tags["natural"] == "wood" {
            self = .forest
        } else if let leisure = tags["leisure"], ["park", "garden", "playground", "pitch", "golf_course", "nature_reserve"].contains(leisure) {
            self = .park
        } else if let landuse = tags["landuse"], ["grass", "meadow", "village_green", "recreation_ground", "cemetery"].contains(landuse) {
            self = .grass
        } else {
            return nil
        }
    }

    /// Areas are filled; the others are drawn as lines.
    public var isArea: Bool {
        switch self {
        case .forest, .grass, .park, .water, .building: true
        default: false
        }
    }

    public var isRoad: Bool { rawValue >= MapFeatureKind.path.rawValue }

    /// The smallest zoom that draws this kind: details appear as one zooms in.
    public var minimumZoom: Int {
        switch self {
        case .forest, .grass, .park, .water, .waterway, .coastline, .motorway, .trunk, .primary, .secondary: 12
        case .tertiary: 13
        case .residential: 14
        case .building, .service, .footway, .path, .steps, .cycleway: 15
        }
    }

    /// The name used in counts and styles.
    public var name: String { String(describing: self) }
}
