import BaluchonToolkit
import Foundation
import Logging

// Renders every zoom 12–18 tile of the installed regions through the server's own tile service, twice:
// the first pass draws them (uncached), the second reads the tile cache. Prints p50/p99/max of each and
// the resident memory once the regions' base maps are loaded and at the end.
// Usage: BALUCHON_DATA_DIR=<dir with regions imported> RegionsBenchmark [--stride N]

func residentKilobytes() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

func report(_ label: String, _ samples: [Double]) {
    let sorted = samples.sorted()
    print(
        String(
            format: "%@: %d tiles, p50 %.3f ms, p99 %.3f ms, max %.3f ms", label, sorted.count, percentile(sorted, 0.5), percentile(sorted, 0.99),
            sorted.last ?? 0))
}

let arguments = CommandLine.arguments
let stride = arguments.firstIndex(of: "--stride").flatMap { Int(arguments[$0 + 1]) } ?? 1
var logger = Logger(label: "bench")
logger.logLevel = .critical
let settings = try Settings(reader: try await Settings.reader())
let toolkit = try Toolkit(settings: settings, logger: logger)
let regions = toolkit.regions.regions()
print("regions: \(regions.map(\.id).joined(separator: ", ")); resident before loading: \(residentKilobytes() / 1024) MB")

var tiles: [(Int, Int, Int)] = []
for region in regions {
    for z in 12...18 {
        let n = Double(1 << z)
        func tileX(_ longitude: Double) -> Int { Int((longitude + 180) / 360 * n) }
        func tileY(_ latitude: Double) -> Int {
            let radians = latitude * .pi / 180
            return Int((1 - asinh(tan(radians)) / .pi) / 2 * n)
        }
        for x in tileX(region.bounds.west)...tileX(region.bounds.east) {
            for y in tileY(region.bounds.north)...tileY(region.bounds.south) where (x + y) % stride == 0 {
                tiles.append((z, x, y))
            }
        }
    }
}
// The first tile loads the base maps.
let loadStart = ContinuousClock.now
_ = try? toolkit.regions.tile(z: "12", x: "\(tiles[0].1)", y: "\(tiles[0].2).svg")
print("base maps loaded in \(ContinuousClock.now - loadStart); resident with both regions loaded: \(residentKilobytes() / 1024) MB")

var bytes = 0
for pass in ["uncached", "cached"] {
    var samples: [Double] = []
    samples.reserveCapacity(tiles.count)
    var perZoom: [Int: [Double]] = [:]
    for (z, x, y) in tiles {
        let start = ContinuousClock.now
        let svg = try toolkit.regions.tile(z: "\(z)", x: "\(x)", y: "\(y).svg")
        let elapsed = ContinuousClock.now - start
        let ms = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        samples.append(ms)
        perZoom[z, default: []].append(ms)
        if pass == "uncached" { bytes += svg.utf8.count }
    }
    report(pass, samples)
    if pass == "uncached" {
        for z in perZoom.keys.sorted() { report("  z\(z)", perZoom[z]!) }
        print("  average tile size: \(bytes / max(1, tiles.count)) bytes")
    }
}
print("resident at the end (tile cache bounded at 32 MB): \(residentKilobytes() / 1024) MB")
