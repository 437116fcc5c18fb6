/// Colours and widths of the offline map, close to OpenStreetMap's usual look so the offline tiles
/// and the online ones feel alike.
enum TileStyle {
    static let land = "#f2efe9"
    static let casing = "#b9a99a"

    static func fill(_ kind: MapFeatureKind) -> String {
        switch kind {
        case .forest: "#add19e"
        case .grass: "#cdebb0"
        case .park: "#c8facc"
        case .water, .waterway, .coastline: "#aad3df"
        case .building: "#d9d0c9"
        case .motorway: "#e892a2"
        case .trunk: "#f9b29c"
        case .primary: "#fcd6a4"
        case .secondary: "#f7fabf"
        case .tertiary, .residential, .service: "#ffffff"
        case .footway, .steps: "#fa8072"
        case .path: "#996600"
        case .cycleway: "#0000ff"
        }
    }

    /// Line width in pixels at zoom 16; other zooms scale it by 2^(0.75 × Δz).
    static func width(_ kind: MapFeatureKind) -> Double {
        switch kind {
        case .motorway: 10
        case .trunk: 9
        case .primary: 8
        case .secondary: 7
        case .tertiary: 6
        case .residential: 5
        case .service: 3
        case .steps: 2.5
        case .footway, .cycleway: 1.5
        case .path: 1.2
        case .waterway: 3
        case .coastline: 2
        default: 1
        }
    }

    /// Dashes for paths, so they read as paths rather than thin roads.
    static func dashes(_ kind: MapFeatureKind) -> String? {
        switch kind {
        case .footway, .path, .cycleway: "4,3"
        case .steps: "1.5,1.5"
        default: nil
        }
    }

    /// Roads wide enough to get a darker outline.
    static func hasCasing(_ kind: MapFeatureKind) -> Bool {
        switch kind {
        case .service, .residential, .tertiary, .secondary, .primary, .trunk, .motorway: true
        default: false
        }
    }
}
