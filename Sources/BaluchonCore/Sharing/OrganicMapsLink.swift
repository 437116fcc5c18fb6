import Foundation

/// Organic Maps (and Maps.me) "ge0" short links: `om://ZCoordba64/Name` and `https://omaps.app/ZCoordba64/Name`,
/// one symbol of zoom then nine of interleaved latitude and longitude bits, written and read as the apps'
/// published encoder (organicmaps `libs/ge0`) does, rounding and name escaping included.
public enum OrganicMapsLink {
    public enum Style: String, Sendable, CaseIterable {
        /// `om://…`, opened by the app itself.
        case app
        /// `https://omaps.app/…`, which opens the app or a web page.
        case web

        var prefix: String {
            switch self {
            case .app: "om://"
            case .web: "https://omaps.app/"
            }
        }
    }

    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    static let coordinateBits = 30
    static let coordinateSymbols = 9
    static let maximumNameBytes = 256
    static let prefixes = ["om://", "ge0://", "http://omaps.app/", "https://omaps.app/", "http://ge0.me/", "https://ge0.me/"]
    /// Bytes the apps escape in names: controls, space and RFC 3986's reserved and unsafe characters; other
    /// bytes, UTF-8 included, go through as they are.
    static let escaped = Set(" <>#%\"!*'();:@&=+$,/?[]{}\\|^`".utf8).union(0...0x1F).union([0x7F])

    public static func encode(_ point: SharedPoint, style: Style = .app) -> String {
        let zoom = point.zoom ?? 17
        let zoomSymbol = zoom <= 4 ? 0 : (zoom >= 19.75 ? 63 : Int((zoom - 4) * 4))
        var bytes = [alphabet[zoomSymbol]]
        let maximum = (1 << coordinateBits) - 1
        let latitude = latitudeInteger(point.latitude, maximum: maximum)
        let longitude = longitudeInteger(point.longitude, maximum: maximum)
        var shift = coordinateBits - 3
        for _ in 0..<coordinateSymbols {
            let latitudeBits = latitude >> shift & 7
            let longitudeBits = longitude >> shift & 7
            let symbol =
                (latitudeBits >> 2 & 1) << 5 | (longitudeBits >> 2 & 1) << 4 | (latitudeBits >> 1 & 1) << 3
                | (longitudeBits >> 1 & 1) << 2 | (latitudeBits & 1) << 1 | (longitudeBits & 1)
            bytes.append(alphabet[symbol])
            shift -= 3
        }
        var link = style.prefix + String(decoding: bytes, as: UTF8.self)
        if let name = point.name, !name.isEmpty {
            link += "/" + Percent.encode(swapSpaces(name), keeping: { !escaped.contains($0) })
        }
        return link
    }

    /// Latitude −90…90 onto 0…maximum, rounded half away from zero.
    static func latitudeInteger(_ latitude: Double, maximum: Int) -> Int {
        let scaled = (latitude + 90) / 180 * Double(maximum)
        return scaled < 0 ? 0 : (scaled > Double(maximum) ? maximum : Int(scaled.rounded()))
    }

    /// Longitude onto 0…maximum over [−180, 180), 180 wrapping to −180.
    static func longitudeInteger(_ longitude: Double, maximum: Int) -> Int {
        let wrapped: Double
        if longitude >= 0 {
            wrapped = fmod(longitude + 180, 360) - 180
        } else {
            let shifted = fmod(longitude - 180, 360) + 180
            wrapped = shifted < 180 ? shifted : shifted - 360
        }
        let scaled = (wrapped + 180) / 360 * (Double(maximum) + 1) + 0.5
        return scaled <= 0 || scaled >= Double(maximum) + 1 ? 0 : Int(scaled)
    }

    static func swapSpaces(_ text: String) -> String {
        String(text.map { $0 == " " ? "_" : ($0 == "_" ? " " : $0) })
    }

    /// Reads a ge0 link, or the apps' plain `https://omaps.app/lat,lon/Name?z=` form.
    public static func decode(_ text: String) throws(SharingError) -> SharedPoint {
        let link = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let prefix = prefixes.first(where: { link.lowercased().hasPrefix($0) }) else { throw .invalidOrganicMapsLink(text) }
        let rest = Array(link.utf8.dropFirst(prefix.utf8.count))
        if let plain = try plainCoordinates(String(decoding: rest, as: UTF8.self)) { return plain }
        guard rest.count >= 1 + coordinateSymbols, let zoomSymbol = value(of: rest[0]) else { throw .invalidOrganicMapsLink(text) }
        var latitude = 0
        var longitude = 0
        var shift = coordinateBits - 3
        for byte in rest[1...coordinateSymbols] {
            guard let symbol = value(of: byte) else { throw .invalidOrganicMapsLink(text) }
            latitude |= ((symbol >> 5 & 1) << 2 | (symbol >> 3 & 1) << 1 | (symbol >> 1 & 1)) << shift
            longitude |= ((symbol >> 4 & 1) << 2 | (symbol >> 2 & 1) << 1 | (symbol & 1)) << shift
            shift -= 3
        }
        // The decoder stands in the middle of the square the missing symbols would have narrowed.
        let middle = 1 << (3 * (coordinateBits / 3 - coordinateSymbols) - 1)
        latitude += middle
        longitude += middle
        let maximum = Double((1 << coordinateBits) - 1)
        var point = try SharedPoint(
            latitude: Double(latitude) / maximum * 180 - 90, longitude: Double(longitude) / (maximum + 1) * 360 - 180,
            zoom: Double(zoomSymbol) / 4 + 4)
        if rest.count > 1 + coordinateSymbols {
            guard rest[1 + coordinateSymbols] == UInt8(ascii: "/") else { throw .invalidOrganicMapsLink(text) }
            point.name = try name(Array(rest.dropFirst(2 + coordinateSymbols).prefix(maximumNameBytes)), link: text)
        }
        return point
    }

    static func name(_ bytes: [UInt8], link: String) throws(SharingError) -> String? {
        guard !bytes.isEmpty else { return nil }
        // As the apps do, a broken escape cuts the name there rather than failing the whole link.
        var kept = bytes
        if let broken = kept.indices.first(where: {
            kept[$0] == UInt8(ascii: "%") && ($0 + 2 >= kept.count || Percent.hexValue(kept[$0 + 1]) == nil || Percent.hexValue(kept[$0 + 2]) == nil)
        }) {
            kept = Array(kept[..<broken])
        }
        guard let decoded = Percent.decode(String(decoding: kept, as: UTF8.self)) else { throw .invalidOrganicMapsLink(link) }
        return decoded.isEmpty ? nil : swapSpaces(decoded)
    }

    /// `48.858370,2.294481/Name?z=17`: coordinates with a decimal point, as the apps' "clear" links write them.
    static func plainCoordinates(_ rest: String) throws(SharingError) -> SharedPoint? {
        let (pathPart, query) = GeoURI.split(Substring(rest), at: "?")
        let (position, namePart) = GeoURI.split(pathPart, at: "/")
        let numbers = position.split(separator: ",", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ $0.contains(".") }), let latitude = Double(numbers[0]), let longitude = Double(numbers[1])
        else { return nil }
        var point = try SharedPoint(latitude: latitude, longitude: longitude)
        if let namePart { point.name = try name(Array(namePart.utf8), link: rest) }
        if let query, query.hasPrefix("z="), let zoom = Double(query.dropFirst(2)) { point.zoom = zoom }
        return point
    }

    static func value(of byte: UInt8) -> Int? {
        alphabet.firstIndex(of: byte)
    }
}
