import Foundation

/// Reading and writing every file format of places but KMZ, whose archive needs zlib (see the providers' `KMZArchive`).
public enum PlaceFiles {
    public static let maximumBytes = 20 * 1_048_576

    /// The format of a file to read: refused past ``maximumBytes`` (before a KMZ is unpacked), then `given`,
    /// or what the file's name or first bytes tell.
    public static func format(of data: Data, fileName: String?, given: PlaceFileFormat? = nil) throws(PlaceFileError) -> PlaceFileFormat {
        guard data.count <= maximumBytes else { throw .tooLarge(maximumBytes: maximumBytes) }
        if let given { return given }
        guard let format = PlaceFileFormat.detect(fileName: fileName, data: [UInt8](data.prefix(512))) else { throw .unknownFormat(fileName ?? "?") }
        return format
    }
    public static let maximumPlaces = 50_000

    /// The places and tracks as a file; CSV, a table of places, leaves the tracks out.
    public static func export(_ places: [SavedPlace], tracks: [SavedTrack] = [], as format: PlaceFileFormat, title: String) -> Data {
        switch format {
        case .gpx: GPXFile.export(places, tracks: tracks, title: title)
        case .kml, .kmz: KMLFile.export(places, tracks: tracks, title: title)
        case .geojson: GeoJSONFile.export(places, tracks: tracks, title: title)
        case .csv: CSVFile.export(places)
        }
    }

    /// The places and tracks of a GPX, KML, GeoJSON or CSV file (KMZ must be unpacked first), and the
    /// waypoints left out because they have no position; anything else wrong refuses the whole file.
    public static func contents(_ data: Data, as format: PlaceFileFormat) throws(PlaceFileError) -> PlaceFileContents {
        guard data.count <= maximumBytes else { throw .tooLarge(maximumBytes: maximumBytes) }
        let contents: PlaceFileContents
        switch format {
        case .gpx: contents = try GPXFile.read(data)
        case .kml, .kmz: contents = try KMLFile.contents(data)
        case .geojson: contents = try GeoJSONFile.contents(data)
        case .csv: contents = PlaceFileContents(places: try CSVFile.read(data))
        }
        guard contents.places.count <= maximumPlaces else { throw .tooManyPlaces(maximum: maximumPlaces) }
        return contents
    }

    /// The places of a file, without saying which were left out.
    public static func read(_ data: Data, as format: PlaceFileFormat) throws(PlaceFileError) -> [SavedPlace] {
        try contents(data, as: format).places
    }
}

/// What a file of places gave: its places, its tracks, and the places it named but could not place.
public struct PlaceFileContents: Sendable, Equatable {
    public var places: [SavedPlace]
    public var tracks: [SavedTrack]
    public var skipped: [SkippedPlace]

    public init(places: [SavedPlace], tracks: [SavedTrack] = [], skipped: [SkippedPlace] = []) {
        self.places = places
        self.tracks = tracks
        self.skipped = skipped
    }
}

/// A waypoint left out of an import: its place in the file (from 1) and its name, if it has one.
public struct SkippedPlace: Sendable, Equatable, Codable {
    public var index: Int
    public var name: String?

    public init(index: Int, name: String?) {
        self.index = index
        self.name = name
    }
}
