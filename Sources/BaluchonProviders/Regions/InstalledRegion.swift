import BaluchonCore
import Foundation

/// A region in service: its description and the folder holding its data.
///
/// Layout of a region folder (`<data dir>/regions/<id>/`): `region.json` (written last), `routing/`
/// (Routino's database), `places/` (points of interest and streets), `basemap/` (features for tiles).
public struct InstalledRegion: Sendable, Equatable {
    public static let manifestName = "region.json"
    public static let routingFolder = "routing"
    public static let placesFolder = "places"
    public static let baseMapFolder = "basemap"

    public var info: RegionInfo
    public var directory: URL

    public init(info: RegionInfo, directory: URL) {
        self.info = info
        self.directory = directory
    }

    /// The sub-folder one import step writes.
    public func folder(_ name: String) -> URL {
        directory.appendingPathComponent(name, isDirectory: true)
    }
}
