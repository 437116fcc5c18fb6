import BaluchonCore
import BaluchonProviders
import Foundation
import Synchronization

/// Offline map tiles: the base maps of the regions in service, loaded on first use and again whenever
/// the regions folder changes (an import or removal, also from the CLI), and the tiles drawn lately.
final class TileService: Sendable {
    struct LoadedRegion: Sendable {
        var bounds: BoundingBox
        var map: BaseMap
    }

    struct State: Sendable {
        /// The regions folder's modification date when the maps were loaded; swapping a region changes it.
        var stamp: Date?
        var regions: [LoadedRegion]?
        var cache = TileCache(limitBytes: 32 << 20)
    }

    let library: RegionLibrary
    private let state = Mutex(State())

    init(library: RegionLibrary) {
        self.library = library
    }

    func regionsChanged() {
        state.withLock { $0 = State() }
    }

    func tile(_ tile: TileCoordinate) throws -> String {
        let stamp = folderStamp()
        let known = state.withLock { state -> (svg: String?, regions: [LoadedRegion]?) in
            if state.stamp != stamp {
                state = State()
                state.stamp = stamp
            }
            return (state.cache[tile], state.regions)
        }
        if let svg = known.svg { return svg }
        let regions = known.regions ?? load(stamp: stamp)
        let bounds = tile.bounds
        let touching = regions.filter { $0.bounds.intersects(bounds) }
        guard !touching.isEmpty else { throw RegionError.tileOutsideRegions }
        let svg = TileRenderer.svg(tile: tile, maps: touching.map(\.map))
        state.withLock { state in
            if state.stamp == stamp { state.cache.insert(svg, for: tile) }
        }
        return svg
    }

    /// Reads every region's base map (a region without one still counts, drawn as bare land).
    private func load(stamp: Date?) -> [LoadedRegion] {
        let regions = library.installed().map { region in
            let file = region.folder(InstalledRegion.baseMapFolder).appendingPathComponent(FeaturesStep.baseMapFile)
            let map = (try? Data(contentsOf: file)).flatMap { try? BaseMap(decoding: $0) } ?? BaseMap()
            return LoadedRegion(bounds: region.info.bounds, map: map)
        }
        state.withLock { state in
            if state.stamp == stamp { state.regions = regions }
        }
        return regions
    }

    private func folderStamp() -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: library.directory.path))?[.modificationDate] as? Date
    }
}

/// Recently drawn tiles, bounded in bytes: two generations, the older dropped when the newer fills up,
/// so both lookups and evictions cost O(1).
struct TileCache: Sendable {
    let limitBytes: Int
    private var current: [TileCoordinate: String] = [:]
    private var previous: [TileCoordinate: String] = [:]
    private var currentBytes = 0

    init(limitBytes: Int) { self.limitBytes = limitBytes }

    subscript(tile: TileCoordinate) -> String? { current[tile] ?? previous[tile] }

    mutating func insert(_ svg: String, for tile: TileCoordinate) {
        if currentBytes + svg.utf8.count > limitBytes / 2 {
            previous = current
            current = [:]
            currentBytes = 0
        }
        current[tile] = svg
        currentBytes += svg.utf8.count
    }
}
