import BaluchonCore
import BaluchonServer
import BaluchonToolkit
import Foundation
import Logging

// The trip pack of each installed region, built through the toolkit as the server builds it: the time
// to build it cold (nothing kept in <data dir>/packs) and warm (every part kept), the size of each part,
// and the tiles' size by zoom (each distinct blob counted once, at the zoom that first uses it).
// Usage: BALUCHON_DATA_DIR=<dir with regions imported> PacksBenchmark

var logger = Logger(label: "bench")
logger.logLevel = .critical
let settings = try Settings(reader: try await Settings.reader())
let toolkit = try Toolkit(settings: settings, logger: logger)
try? FileManager.default.removeItem(at: settings.dataDirectory.appendingPathComponent("packs"))
let rates = try await PackRates.current(toolkit.money, language: .en)

func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1_000_000) }

func seconds(_ duration: Duration) -> String {
    String(format: "%.2f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
}

for region in toolkit.regions.regions() {
    let query = PackAreaQuery.region(id: region.id)
    let area = try toolkit.packs.area(query)
    var manifest: PackManifest?
    for pass in ["cold", "warm"] {
        let start = ContinuousClock.now
        manifest = try await toolkit.packs.manifest(for: area, query: query.parameters, language: .en, rates: rates, work: InPlaceWork())
        print("\(region.id): \(pass) manifest in \(seconds(ContinuousClock.now - start))")
    }
    guard let manifest else { continue }
    print("\(region.id): \(megabytes(manifest.totalBytes)) in all")
    for part in manifest.parts {
        print("  \(part.id.rawValue): \(megabytes(part.bytes))\(part.count.map { " (\($0))" } ?? "")")
    }
    let tiles = try await toolkit.packs.part(.tiles, of: area, version: manifest.parts[0].version, rates: rates, work: InPlaceWork())
    let bundle = try TileBundle(decoding: tiles.bytes)
    var counted = Set<Int>()
    var byZoom: [Int: (tiles: Int, blobs: Int, bytes: Int)] = [:]
    for entry in bundle.entries {
        byZoom[entry.tile.z, default: (0, 0, 0)].tiles += 1
        guard counted.insert(entry.blob).inserted else { continue }
        byZoom[entry.tile.z]!.blobs += 1
        byZoom[entry.tile.z]!.bytes += bundle.blobRanges[entry.blob].count
    }
    for z in byZoom.keys.sorted() {
        let zoom = byZoom[z]!
        print(
            "  z\(z): \(zoom.tiles) tiles, \(zoom.blobs) distinct, \(megabytes(zoom.bytes)) gzipped, \(zoom.bytes / max(1, zoom.blobs)) bytes a blob")
    }
}
