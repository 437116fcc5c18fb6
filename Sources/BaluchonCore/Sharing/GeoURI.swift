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

    /// Reads a `geo:` URI as map apps write it, besides RFC 5870: a space after the comma, the comma
    /// percent-encoded (`geo:48.85%2C2.29`), the query begun with `&` (`geo:48.85,2.29&z=12`), a label after
    /// the position or the query (`geo:48.85,2.29 (Tour Eiffel)`), and Android's `q=`: coordinates in `q`
    /// win over the path (`geo:0,0?q=…`, `geo:?q=…`); a `q` with only words would need a search and is
    /// refused. A zoom that cannot be read is a hint lost, not a place refused.
    public static func decode(_ text: String) throws(SharingError) -> SharedPoint {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.lowercased().hasPrefix("geo:") else {
            throw .invalidGeoURI(detail: LocalizedText("geoURI.noScheme"))
        }
        let rest = trimmed.dropFirst(4)
        let (path, queryText) = rest.contains("?") ? split(rest, at: "?") : split(rest, at: "&")
        let (position, pathLabel) = labelled(Percent.decode(String(path)) ?? String(path))
        var label = pathLabel
        let parameters = position.split(separator: ";", omittingEmptySubsequences: false)
        let numbers = parameters[0].split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var point: SharedPoint?
        if numbers != [""] {
            guard (2...3).contains(numbers.count), let latitude = Double(numbers[0]), let longitude = Double(numbers[1]),
                numbers.count == 2 || Double(numbers[2]) != nil
            else {
                throw .invalidGeoURI(detail: LocalizedText("geoURI.coordinates"))
            }
            point = try SharedPoint(latitude: latitude, longitude: longitude)
        }
        for parameter in parameters.dropFirst() {
            let (key, value) = split(parameter, at: "=")
            switch key.lowercased() {
            case "crs":
                guard value?.lowercased() == "wgs84" else { throw .unsupportedCoordinateSystem(String(value ?? "")) }
            case "u":
                guard let metres = Double(value ?? ""), metres.isFinite, metres >= 0 else {
                    throw .invalidGeoURI(detail: LocalizedText("geoURI.uncertainty"))
                }
                point?.uncertainty = metres
            default: continue
            }
        }
        var zoom: Double?
        var searched: SharedPoint?
        var words = false
        for item in (queryText ?? "").split(separator: "&") {
            let (key, raw) = split(item, at: "=")
            let decoded = Percent.decode(String(raw ?? "").replacingOccurrences(of: "+", with: " ")) ?? String(raw ?? "")
            let (value, itemLabel) = labelled(decoded)
            label = itemLabel ?? label
            switch key.lowercased() {
            case "z":
                if let level = Double(value), (0...30).contains(level) { zoom = level }
            case "q":
                guard !value.isEmpty else { continue }
                if let pair = coordinates(value) {
                    searched = try SharedPoint(latitude: pair.latitude, longitude: pair.longitude)
                } else {
                    words = true
                }
            default: continue
            }
        }
        if let searched {
            let uncertainty = point?.uncertainty
            point = searched
            point?.uncertainty = uncertainty
        } else if words, point == nil || (point?.latitude == 0 && point?.longitude == 0) {
            throw .invalidGeoURI(detail: LocalizedText("geoURI.search"))
        }
        guard var point else { throw .invalidGeoURI(detail: LocalizedText("geoURI.coordinates")) }
        point.zoom = zoom
        point.name = label
        return point
    }

    /// The text before a final `(label)`, and the label (nil when absent or empty).
    static func labelled(_ text: String) -> (String, String?) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasSuffix(")"), let open = trimmed.firstIndex(of: "(") else { return (trimmed, nil) }
        let label = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        return (trimmed[..<open].trimmingCharacters(in: .whitespaces), label.isEmpty ? nil : String(label))
    }

    /// `lat,lon` with any spaces around the numbers.
    static func coordinates(_ text: String) -> (latitude: Double, longitude: Double)? {
        let numbers = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard numbers.count == 2, let latitude = Double(numbers[0]), let longitude = Double(numbers[1]) else { return nil }
        return (latitude, longitude)
    }

    static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (text[..<index], text[text.index(after: index)...])
    }
}
