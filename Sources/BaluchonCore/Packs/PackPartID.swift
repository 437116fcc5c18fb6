/// The parts a trip pack holds, by the id the manifest and the part URLs use.
public enum PackPartID: String, Sendable, CaseIterable, Codable {
    case tiles, places, kinds, gazetteer, rates, routing, phrases

    /// The parts made from the regions' OpenStreetMap extracts, whose date is the map's.
    public static let fromRegions: Set<PackPartID> = [.tiles, .places, .routing]

    /// The part's format as the manifest names it, and its version.
    public var format: (name: String, version: Int) {
        switch self {
        case .tiles: (TileBundle.format, Int(TileBundle.formatVersion))
        case .places: ("BPLX", Int(PlaceIndexArchive.version))
        case .kinds: ("kinds-tsv", 1)
        case .gazetteer: ("baluchon-gazetteer", PackGazetteer.formatVersion)
        case .rates: ("baluchon-rates", 1)
        case .routing: (RoutingBundle.format, Int(RoutingBundle.formatVersion))
        case .phrases: (PackPhrases.format, PackPhrases.formatVersion)
        }
    }

    /// The content type the part is served with.
    public var contentType: String {
        switch self {
        case .tiles, .places, .routing: "application/octet-stream"
        case .kinds: "text/tab-separated-values; charset=utf-8"
        case .gazetteer, .rates, .phrases: "application/json"
        }
    }
}
