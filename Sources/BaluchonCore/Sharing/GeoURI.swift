import Foundation

/// `geo:` URIs (RFC 5870), with the `?q=lat,lon(label)&z=zoom` query that Android and map apps add.
public enum GeoURI {
    /// `geo:48.8583701,2.2944813;u=12?q=48.8583701,2.2944813(Tour%20Eiffel)&z=17`: the label rides in `q`,
    /// repeated coordinates and all, because that is the form Android map apps place a pin from.
    public static func encode(_ point: SharedPoint) -> String {
        let position = "\(Decimals.fixed(point.latitude, 7)),\(Decimals.fixed(point.longitude, 7))"
        var uri = "geo:" + position
        if let uncertainty = point.uncertainty { uri += ";u=" + Decimals.trimmed(uncertainty, 1) }
        var query: [String] = []
        if let name = point.name, !name.isEmpty {
            query.append("q=" + position + "(" + Percent.encode(name, keeping: Percent.unreserved) + ")")
        }
        if let zoom = point.zoom { query.append("z=" + Decimals.trimmed(zoom, 1)) }
        if !query.isEmpty { uri += "?" + query.joined(separator: "&") }
        return uri
    }

    /// Reads a `geo:` URI. A `q=` with coordinates wins over the path (Android writes `geo:0,0?q=…`);
    /// a `q=` with only words would need a search and is refused.
    public static func decode(_ text: String) throws(SharingError) -> SharedPoint {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.lowercased().hasPrefix("geo:") else {
            throw .invalidGeoURI(detail: LocalizedText("geoURI.noScheme"))
        }
        let rest = trimmed.dropFirst(4)
        let (path, queryText) = split(rest, at: "?")
        let parameters = path.split(separator: ";", omittingEmptySubsequences: false)
        let numbers = parameters[0].split(separator: ",", omittingEmptySubsequences: false)
        guard (2...3).contains(numbers.count), let latitude = Double(numbers[0]), let longitude = Double(numbers[1]),
            numbers.count == 2 || Double(numbers[2]) != nil
        else {
            throw .invalidGeoURI(
                detail: LocalizedText("geoURI.coordinates"))
        }
        var uncertainty: Double?
        for parameter in parameters.dropFirst() {
            let (key, value) = split(parameter, at: "=")
            switch key.lowercased() {
            case "crs":
                guard value?.lowercased() == "wgs84" else { throw .unsupportedCoordinateSystem(String(value ?? "")) }
            case "u":
                guard let metres = Double(value ?? ""), metres.isFinite, metres >= 0 else {
                    throw .invalidGeoURI(detail: LocalizedText("geoURI.uncertainty"))
                }
                uncertainty = metres
            default: continue
            }
        }
        var point = try SharedPoint(latitude: latitude, longitude: longitude, uncertainty: uncertainty)
        for item in (queryText ?? "").split(separator: "&") {
            let (key, value) = split(item, at: "=")
            switch key.lowercased() {
            case "z":
                guard let zoom = Double(value ?? ""), (0...30).contains(zoom) else {
                    throw .invalidGeoURI(detail: LocalizedText("geoURI.zoom"))
                }
                point.zoom = zoom
            case "q":
                try readQuery(String(value ?? ""), into: &point)
            default: continue
            }
        }
        return point
    }

    /// `lat,lon(label)` or `lat,lon`; words alone are an address search, which a code cannot answer.
    static func readQuery(_ raw: String, into point: inout SharedPoint) throws(SharingError) {
        let value = Percent.decode(raw.replacingOccurrences(of: "+", with: " ")) ?? raw
        var position = value
        if let open = value.firstIndex(of: "("), value.hasSuffix(")") {
            position = String(value[..<open])
            let label = value[value.index(after: open)..<value.index(before: value.endIndex)]
            point.name = label.isEmpty ? nil : String(label)
        }
        let numbers = position.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard numbers.count == 2, let latitude = Double(numbers[0]), let longitude = Double(numbers[1]) else {
            if point.latitude == 0, point.longitude == 0 {
                throw .invalidGeoURI(detail: LocalizedText("geoURI.search"))
            }
            return
        }
        let located = try SharedPoint(latitude: latitude, longitude: longitude)
        point.latitude = located.latitude
        point.longitude = located.longitude
    }

    static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (text[..<index], text[text.index(after: index)...])
    }
}
