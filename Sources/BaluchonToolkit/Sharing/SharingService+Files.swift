import BaluchonCore
import BaluchonProviders
import Foundation

extension SharingService {
    /// The places and tracks as a file another map app opens.
    public func exportFile(_ places: [SavedPlace], tracks: [SavedTrack] = [], as format: PlaceFileFormat, title: String) throws -> Data {
        let data = PlaceFiles.export(places, tracks: tracks, as: format, title: title)
        return format == .kmz ? try KMZArchive.archive(kml: data) : data
    }

    /// The places and tracks of a file, its format told by its name or its first bytes, and the waypoints left out
    /// for having no position; anything else wrong refuses the whole file.
    public func importFile(_ data: Data, fileName: String?, format: PlaceFileFormat? = nil) throws -> PlaceFileContents {
        let format = try PlaceFiles.format(of: data, fileName: fileName, given: format)
        if format == .kmz { return try PlaceFiles.contents(try KMZArchive.kml(from: data), as: .kml) }
        return try PlaceFiles.contents(data, as: format)
    }
}
