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
    public static func encode(countries: [String], index: GazetteerIndex) -> (json: [UInt8], count: Int) {
        let places = index.places
        let wanted = Set(countries.compactMap { code in places.countryCodes.firstIndex(of: code).map(UInt16.init) })
        var json: [UInt8] = []
        json.append(contentsOf: "{\"formatVersion\":\(formatVersion),\"countries\":[".utf8)
        json.append(contentsOf: countries.map(quoted).joined(separator: ",").utf8)
        json.append(contentsOf: "],\"columns\":[\(columns.map(quoted).joined(separator: ","))],\"places\":[".utf8)
        var count = 0
        for place in 0..<places.count where wanted.contains(places.countries[place]) {
            if count > 0 { json.append(UInt8(ascii: ",")) }
            count += 1
            let row = [
                "\(places.ids[place])", quoted(places.name(at: place)), degrees(places.latitudes[place]), degrees(places.longitudes[place]),
                quoted(places.countryCode(at: place)), quoted(places.admin1Code(at: place)), "\(places.populations[place])",
                quoted(places.featureCode(at: place)), quoted(places.timeZone(at: place)),
            ]
            json.append(contentsOf: "[\(row.joined(separator: ","))]".utf8)
        }
        json.append(contentsOf: "]}".utf8)
        return (json, count)
    }

    /// A coordinate kept in hundred-thousandths of a degree, written with its 5 decimals and no float rounding.
    static func degrees(_ fixed: Int32) -> String {
        let magnitude = abs(Int(fixed))
        let fraction = String(magnitude % 100_000)
        return (fixed < 0 ? "-" : "") + "\(magnitude / 100_000)." + String(repeating: "0", count: 5 - fraction.count) + fraction
    }

    /// A JSON string.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
