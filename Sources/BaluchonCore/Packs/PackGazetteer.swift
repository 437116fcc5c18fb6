import Foundation

/// The `gazetteer` part of a pack: the gazetteer's places of the countries an area touches, as compact
/// JSON rows (docs/PACKS.md).
public enum PackGazetteer {
    public static let formatVersion = 1
    public static let columns = ["id", "name", "latitude", "longitude", "country", "admin1", "population", "featureCode", "timeZone"]

    /// The countries of the places inside `bounds`, and of the place nearest its centre (an area of
    /// open country or sea still belongs to one), sorted.
    public static func countries(touching bounds: BoundingBox, in index: GazetteerIndex) -> [String] {
        let places = index.places
        var codes = Set<String>()
        for place in 0..<places.count where bounds.contains(latitude: places.latitude(at: place), longitude: places.longitude(at: place)) {
            codes.insert(places.countryCode(at: place))
        }
        if let centre = try? Coordinate(latitude: (bounds.south + bounds.north) / 2, longitude: (bounds.west + bounds.east) / 2),
            let nearest = index.nearest(to: centre).first
        {
            codes.insert(places.countryCode(at: nearest.place))
        }
        return codes.filter { !$0.isEmpty }.sorted()
    }

    /// The part's bytes, and how many places it holds.
    public static func encode(countries: [String], index: GazetteerIndex) throws -> (json: Data, count: Int) {
        let places = index.places
        let wanted = Set(countries.compactMap { code in places.countryCodes.firstIndex(of: code).map(UInt16.init) })
        let rows = (0..<places.count).filter { wanted.contains(places.countries[$0]) }.map { Row(places: places, place: $0) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try encoder.encode(Part(formatVersion: formatVersion, countries: countries, columns: columns, places: rows)), rows.count)
    }

    private struct Part: Encodable {
        let formatVersion: Int
        let countries: [String]
        let columns: [String]
        let places: [Row]
    }

    /// One place as a row in the order of `columns`.
    private struct Row: Encodable {
        let places: PlaceColumns
        let place: Int

        func encode(to encoder: any Encoder) throws {
            var row = encoder.unkeyedContainer()
            try row.encode(Int(places.ids[place]))
            try row.encode(places.name(at: place))
            try row.encode(PackGazetteer.degrees(places.latitudes[place]))
            try row.encode(PackGazetteer.degrees(places.longitudes[place]))
            try row.encode(places.countryCode(at: place))
            try row.encode(places.admin1Code(at: place))
            try row.encode(Int(places.populations[place]))
            try row.encode(places.featureCode(at: place))
            try row.encode(places.timeZone(at: place))
        }
    }

    /// A coordinate kept in hundred-thousandths of a degree, as the exact decimal (no float rounding).
    static func degrees(_ fixed: Int32) -> Decimal {
        Decimal(sign: fixed < 0 ? .minus : .plus, exponent: -5, significand: Decimal(abs(Int(fixed))))
    }
}
