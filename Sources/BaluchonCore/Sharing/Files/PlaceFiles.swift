import Foundation

/// Reading and writing every file format of places but KMZ, whose archive needs zlib (see the providers' `KMZArchive`).
public enum PlaceFiles {
    public static let maximumBytes = 20 * 1_048_576
    public static let maximumPlaces = 50_000

    public static func export(_ places: [SavedPlace], as format: PlaceFileFormat, title: String) -> Data {
        switch format {
        case .gpx: GPXFile.export(places, title: title)
        case .kml, .kmz: KMLFile.export(places, title: title)
        case .geojson: GeoJSONFile.export(places, title: title)
        case .csv: CSVFile.export(places)
        }
    }

    /// The places of a GPX, KML, GeoJSON or CSV file (KMZ must be unpacked first); all or nothing.
    public static func read(_ data: Data, as format: PlaceFileFormat) throws(PlaceFileError) -> [SavedPlace] {
        guard data.count <= maximumBytes else { throw .tooLarge(maximumBytes: maximumBytes) }
        let places: [SavedPlace]
        switch format {
        case .gpx: places = try GPXFile.read(data)
        case .kml, .kmz: places = try KMLFile.read(data)
        case .geojson: places = try GeoJSONFile.read(data)
        case .csv: places = try CSVFile.read(data)
        }
        guard places.count <= maximumPlaces else { throw .tooManyPlaces(maximum: maximumPlaces) }
        return places
    }
}
