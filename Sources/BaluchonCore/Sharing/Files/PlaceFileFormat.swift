/// The files other map apps read and write.
public enum PlaceFileFormat: String, Sendable, CaseIterable, Codable {
    case gpx, kml, kmz, geojson, csv

    /// The format a file name says, or that its first bytes show.
    public static func detect(fileName: String?, data: [UInt8]) -> PlaceFileFormat? {
        if let ext = fileName?.split(separator: ".").last?.lowercased() {
            switch ext {
            case "gpx": return .gpx
            case "kml": return .kml
            case "kmz", "zip": return .kmz
            case "geojson": return .geojson
            case "csv": return .csv
            case "json": return .geojson
            default: break
            }
        }
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .kmz }
        let head = String(decoding: data.prefix(512), as: UTF8.self)
        if head.contains("<gpx") { return .gpx }
        if head.contains("<kml") { return .kml }
        if head.trimmingPrefix(while: \.isWhitespace).hasPrefix("{") { return .geojson }
        return nil
    }

    public var mediaType: String {
        switch self {
        case .gpx: "application/gpx+xml"
        case .kml: "application/vnd.google-earth.kml+xml"
        case .kmz: "application/vnd.google-earth.kmz"
        case .geojson: "application/geo+json"
        case .csv: "text/csv; charset=utf-8"
        }
    }
}

extension String {
    fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
        self[(firstIndex(where: { !predicate($0) }) ?? endIndex)...]
    }
}
