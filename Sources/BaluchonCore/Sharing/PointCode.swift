import Foundation

/// Every way Baluchon writes one place, and the reader that recognises any of them from pasted text.
public enum PointCode {
    public enum Format: String, Sendable, CaseIterable, Codable {
        case plusCode = "pluscode"
        case geohash
        case geo
        case ge0
        case omaps
        case osm
        case decimal
    }

    /// What a pasted text turned out to be.
    public enum Decoded: Sendable, Equatable {
        case point(SharedPoint, format: Format)
        /// A list code's places and, from format 2, its tracks.
        case list([SavedPlace], tracks: [SavedTrack])
    }

    /// One place in the chosen format. Plus Codes and geohashes use `accuracy` (metres) to choose their length.
    public static func encode(_ point: SharedPoint, as format: Format) throws(SharingError) -> String {
        let accuracy = point.uncertainty ?? 3
        switch format {
        case .plusCode:
            return try PlusCode.encode(latitude: point.latitude, longitude: point.longitude, length: accuracy < 10 ? 11 : 10)
        case .geohash:
            let precision = Geohash.precision(forAccuracy: accuracy, atLatitude: point.latitude)
            return try Geohash.encode(latitude: point.latitude, longitude: point.longitude, precision: precision)
        case .geo: return GeoURI.encode(point)
        case .ge0: return OrganicMapsLink.encode(point, style: .app)
        case .omaps: return OrganicMapsLink.encode(point, style: .web)
        case .osm: return OpenStreetMapLink.encode(point)
        case .decimal: return "\(Decimals.fixed(point.latitude, 7)), \(Decimals.fixed(point.longitude, 7))"
        }
    }

    /// Reads any code or link Baluchon knows, or only `format` when it is given. A short Plus Code needs
    /// `reference` (a nearby position); a bare geohash is only taken with a `geohash:` prefix, with `format`
    /// `.geohash`, or when it mixes letters and digits, so that ordinary words are not read as places; a valid
    /// geohash is never read as coordinates (`108e6s`), which `DecimalCoordinates` describes.
    public static func decode(
        _ text: String, reference: (latitude: Double, longitude: Double)? = nil, as format: Format? = nil
    ) throws(SharingError) -> Decoded {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let format { return .point(try decode(trimmed, reference: reference, strictly: format), format: format) }
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix(ListCode.prefix.lowercased()) { return try list(ListCode.contents(trimmed)) }
        if let code = ListLink.code(in: trimmed) { return try list(ListCode.contents(code)) }
        if lowered.hasPrefix("geo:") { return .point(try GeoURI.decode(trimmed), format: .geo) }
        if OrganicMapsLink.prefixes.contains(where: { lowered.hasPrefix($0) }) {
            return .point(try OrganicMapsLink.decode(trimmed), format: lowered.hasPrefix("om:") || lowered.hasPrefix("ge0:") ? .ge0 : .omaps)
        }
        if lowered.contains("openstreetmap.org") || lowered.contains("osm.org/") {
            return .point(try OpenStreetMapLink.decode(trimmed), format: .osm)
        }
        if trimmed.contains("+") {
            return .point(try plusCode(trimmed, reference: reference), format: .plusCode)
        }
        if lowered.hasPrefix("geohash:") {
            return .point(try geohash(String(lowered.dropFirst(8))), format: .geohash)
        }
        if let point = try DecimalCoordinates.parse(trimmed) { return .point(point, format: .decimal) }
        if (4...Geohash.maximumPrecision).contains(lowered.count), lowered.allSatisfy({ Geohash.alphabet.contains($0) }),
            lowered.contains(where: \.isNumber), lowered.contains(where: \.isLetter)
        {
            return .point(try geohash(lowered), format: .geohash)
        }
        throw .unrecognisedCode(trimmed)
    }

    static func list(_ contents: PlaceFileContents) -> Decoded { .list(contents.places, tracks: contents.tracks) }

    /// The text read as `format` and nothing else.
    static func decode(
        _ text: String, reference: (latitude: Double, longitude: Double)?, strictly format: Format
    ) throws(SharingError) -> SharedPoint {
        switch format {
        case .plusCode: return try plusCode(text, reference: reference)
        case .geohash:
            return try geohash(text.lowercased().hasPrefix("geohash:") ? String(text.dropFirst(8)) : text)
        case .geo: return try GeoURI.decode(text)
        case .ge0, .omaps: return try OrganicMapsLink.decode(text)
        case .osm: return try OpenStreetMapLink.decode(text)
        case .decimal:
            guard let point = try DecimalCoordinates.parse(text) else { throw .unrecognisedCode(text) }
            return point
        }
    }

    static func plusCode(_ code: String, reference: (latitude: Double, longitude: Double)?) throws(SharingError) -> SharedPoint {
        var full = code
        if PlusCode.isShort(code) {
            guard let reference else { throw .shortPlusCodeNeedsReference(code) }
            full = try PlusCode.recover(code, nearLatitude: reference.latitude, longitude: reference.longitude)
        }
        let area = try PlusCode.decode(full)
        let center = area.center
        let size = (area.north - area.south) * 111_320 / 2
        return try SharedPoint(latitude: center.latitude, longitude: center.longitude, name: nil, uncertainty: (size * 10).rounded() / 10)
    }

    static func geohash(_ hash: String) throws(SharingError) -> SharedPoint {
        let cell = try Geohash.decode(hash)
        let size = (cell.north - cell.south) * 111_320 / 2
        return try SharedPoint(latitude: cell.center.latitude, longitude: cell.center.longitude, uncertainty: (size * 10).rounded() / 10)
    }
}
