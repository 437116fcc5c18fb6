import BaluchonCore
import BaluchonProviders
import Foundation

// Kind-of-place queries around random points of a region, against a plain linear scan of every
// point of interest in the same run. Usage: SearchBenchmark [extract.osm.pbf] [queries]
// (default: andorra.osm.pbf of the shared data, 20,000 queries).

let arguments = CommandLine.arguments.dropFirst()
let extract = URL(fileURLWithPath: arguments.first ?? defaultExtract())
let queryCount = arguments.dropFirst().first.flatMap(Int.init) ?? 20_000
let catalog = ShippedKinds.catalog

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-search-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
let clock = ContinuousClock()
var counts: [String: Int] = [:]
let importTime = try await clock.measure {
    counts = try await FeaturesStep(catalog: catalog).run(extract: extract, into: folder) { _ in }
}
let file = folder.appendingPathComponent("places/\(FeaturesStep.placesFile)")
let bytes = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
var loaded: PlaceIndex?
let loadTime = try clock.measure { loaded = try PlaceIndexLoader.load(file, catalog: catalog) }
guard let index = loaded else { exit(1) }

// Fixed seed: every run asks the same questions.
var random = SplitMix64(seed: 20_261_123)
let bounds = index.archive.grid
let kindCounts = index.countsByKind(catalog)
let present = catalog.kinds.indices.filter { kindCounts[catalog.kinds[$0].id] != nil }
let queries = (0..<queryCount).map { _ in
    (
        latitude: bounds.south + Double(bounds.rows) * bounds.cellDegrees * random.unit(),
        longitude: bounds.west + Double(bounds.columns) * bounds.cellDegrees * random.unit(),
        kind: present[Int(random.next() % UInt64(present.count))]
    )
}

func measure(_ body: (Double, Double, Int) -> [NearbyPlace]) -> (samples: [Double], found: Int) {
    var samples: [Double] = []
    samples.reserveCapacity(queries.count)
    var found = 0
    for query in queries {
        let start = clock.now
        let result = body(query.latitude, query.longitude, query.kind)
        let elapsed = clock.now - start
        samples.append(Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
        found += result.count
    }
    return (samples.sorted(), found)
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.down)))]
}

let radius = Double(SearchParameters.defaultRadius)
let limit = SearchParameters.defaultLimit
// Warm both paths once so neither pays first-touch costs in the figures.
_ = measure { index.nearest(kind: $2, latitude: $0, longitude: $1, radius: radius, limit: limit) }
let grid = measure { index.nearest(kind: $2, latitude: $0, longitude: $1, radius: radius, limit: limit) }
let scan = measure { latitude, longitude, kind in
    index.nearestByScan(kindID: catalog.kinds[kind].id, latitude: latitude, longitude: longitude, radius: radius, limit: limit)
}
guard grid.found == scan.found else {
    print("grid and scan disagree: \(grid.found) vs \(scan.found) results")
    exit(1)
}

func microseconds(_ value: Double) -> String { String(format: "%.1f µs", value) }
print(
    "extract: \(extract.lastPathComponent) · \(index.places.count) features (\(counts["pois"] ?? 0) points of interest), \(index.streets.count) street lines"
)
print("import step (osmium + index): \(importTime) · archive \(bytes / 1024) KiB · load: \(loadTime)")
print("\(queries.count) queries, \(present.count) kinds present, radius \(Int(radius)) m, limit \(limit); results found: \(grid.found)")
print("")
print("| Kind query | p50 | p99 | max |")
print("|---|---|---|---|")
for (name, run) in [("grid (PlaceIndex.nearest)", grid.samples), ("linear scan of every POI (baseline)", scan.samples)] {
    print("| \(name) | \(microseconds(percentile(run, 0.5))) | \(microseconds(percentile(run, 0.99))) | \(microseconds(run.last ?? 0)) |")
}
print("")
print(
    String(
        format: "speed-up at p50: %.1f×, at p99: %.1f×", percentile(scan.samples, 0.5) / percentile(grid.samples, 0.5),
        percentile(scan.samples, 0.99) / percentile(grid.samples, 0.99)))

func defaultExtract() -> String {
    let environment = ProcessInfo.processInfo.environment
    let candidates = [
        environment["BALUCHON_SHARED_DATA"].map { "\($0)/osm/andorra.osm.pbf" },
        FileManager.default.currentDirectoryPath + "/../shared/data/osm/andorra.osm.pbf",
        "/work/shared/data/osm/andorra.osm.pbf",
    ].compactMap { $0 }
    return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates.last!
}

/// A small seeded generator (SplitMix64), so runs are reproducible.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
