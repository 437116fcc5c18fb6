// Gazetteer benchmark (release build): load time and memory of the shipped gazetteer, latency of a
// fixed list of realistic queries, and the same searches through SQLite FTS5 over the same names,
// measured in the same run. Usage: PlacesBenchmark [queries.txt] [--rounds N]
import BaluchonCore
import BaluchonProviders
import Foundation
import Logging

let arguments = CommandLine.arguments.dropFirst()
let queriesPath = arguments.first { !$0.hasPrefix("--") } ?? "Benchmarks/Places/queries.txt"
let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 30
let ftsRounds = max(3, rounds / 6)

let loadAverage = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"

// 1. Load the shipped form, as the server does on first use.
let memoryBefore = ProcessMemory.read()
let clock = ContinuousClock()
let storage = GazetteerStorage(directory: URL(fileURLWithPath: "/nonexistent"))
var loaded: Gazetteer?
let firstLoad = clock.measure { loaded = try! GazetteerLoader.load(storage: storage, logger: Logger(label: "bench")) }
let gazetteer = loaded!
let memoryAfter = ProcessMemory.read()
var reloads: [Duration] = []
// The loader keeps the shipped files once decoded: the reloads decode them afresh, as a first load does.
for _ in 0..<4 {
    reloads.append(
        clock.measure {
            _ = Gazetteer(
                index: try! GazetteerLoader.index(at: GazetteerStorage.shippedPlaces!),
                countries: try! GazetteerLoader.countries(at: GazetteerStorage.shippedCountries!))
        })
}

// 2. The queries.
let lines = try String(contentsOfFile: queriesPath, encoding: .utf8).split(separator: "\n").filter { !$0.isEmpty }
let queries: [PlaceQuery] = lines.map { line in
    let parts = line.split(separator: "\t").map(String.init)
    return try! PlaceQuery(text: parts[0], country: parts.count > 1 ? parts[1] : nil, limit: 10, countries: gazetteer.countries)
}
let index = gazetteer.index
var found = 0
for query in queries where !index.search(query).isEmpty { found += 1 }

// 3. Index search alone (ranked top 10 place rows), then the full answer the API builds.
var searchSamples: [Duration] = []
var answerSamples: [Duration] = []
let now = Date()
var searchCPU: [Duration] = []
for _ in 0..<rounds {
    for query in queries {
        let cpuStart = ThreadTime.now()
        searchSamples.append(clock.measure { _ = index.search(query) })
        searchCPU.append(ThreadTime.now() - cpuStart)
    }
}
for _ in 0..<max(3, rounds / 3) {
    for query in queries { answerSamples.append(clock.measure { _ = gazetteer.search(query, language: .fr, now: now) }) }
}

// 4. The baseline: SQLite FTS5 over the same names, same queries, top 10 distinct places by population.
let baseline = try FTSBaseline(index: index)
var ftsSamples: [Duration] = []
var ftsCPU: [Duration] = []
var ftsFound = 0
for query in queries where try !baseline.search(query).isEmpty { ftsFound += 1 }
for _ in 0..<ftsRounds {
    for query in queries {
        let cpuStart = ThreadTime.now()
        ftsSamples.append(try clock.measure { _ = try baseline.search(query) })
        ftsCPU.append(ThreadTime.now() - cpuStart)
    }
}

let search = LatencyStats(searchSamples)
let answer = LatencyStats(answerSamples)
let fts = LatencyStats(ftsSamples)
let shipped = GazetteerStorage.shippedPlaces.flatMap { try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int } ?? 0
print(
    """
    Gazetteer: \(index.places.count) places, \(index.keys.count) searchable names, shipped file \(String(format: "%.1f", Double(shipped) / 1_048_576)) MB
    Load (first, cold process): \(firstLoad.milliseconds) ms; again: median \(LatencyStats(reloads).median.milliseconds) ms
    Resident memory: \(memoryBefore.residentMB) MB before, \(memoryAfter.residentMB) MB after loading (peak \(memoryAfter.peakMB) MB)
    Machine load average when starting: \(loadAverage)
    Queries: \(queries.count) (\(found) with results; FTS5 \(ftsFound)), \(rounds) rounds
    | | mean | p50 | p90 | p99 | max |
    |---|---|---|---|---|---|
    | index search (top 10) | \(search.row) |
    | index search, CPU time (no preemption) | \(LatencyStats(searchCPU).row) |
    | full answer (names, local time) | \(answer.row) |
    | SQLite FTS5 (top 10) | \(fts.row) |
    | SQLite FTS5, CPU time | \(LatencyStats(ftsCPU).row) |
    FTS5 build: \(baseline.buildTime.milliseconds) ms for \(baseline.rows) name rows
    Speed-up over FTS5: mean \(String(format: "%.0f", fts.mean / search.mean))×, p99 \(String(format: "%.0f", fts.p99 / search.p99))× (full answer: mean \(String(format: "%.0f", fts.mean / answer.mean))×, p99 \(String(format: "%.0f", fts.p99 / answer.p99))×)
    """)

if CommandLine.arguments.contains("--slowest") {
    // Per query, the median of its rounds: where the time goes.
    var perQuery: [(String, Double)] = []
    for (position, query) in queries.enumerated() {
        let mine = stride(from: position, to: searchSamples.count, by: queries.count).map { searchSamples[$0] }
        perQuery.append((query.text + (query.country.map { " [\($0)]" } ?? ""), LatencyStats(mine).percentile(0.5)))
    }
    for (text, micros) in perQuery.sorted(by: { $0.1 > $1.1 }).prefix(15) { print(String(format: "%9.1f µs  ", micros) + text) }
}

if CommandLine.arguments.contains("--load-phases") {
    // Where loading spends its time, each phase measured on its own (CPU time of this thread).
    let url = GazetteerStorage.shippedPlaces!
    var start = ThreadTime.now()
    let compressed = FileManager.default.contents(atPath: url.path)!
    let read = ThreadTime.now() - start
    start = ThreadTime.now()
    let raw = [UInt8](try Gzip.decompress(compressed, limit: 1 << 31))
    let inflate = ThreadTime.now() - start
    start = ThreadTime.now()
    let decoded = try GazetteerArchive.decode(raw)
    let decode = ThreadTime.now() - start
    start = ThreadTime.now()
    _ = Gazetteer(index: decoded, countries: gazetteer.countries)
    let zones = ThreadTime.now() - start
    print(
        "read \(read.milliseconds) ms, inflate \(inflate.milliseconds) ms, decode+grid \(decode.milliseconds) ms, time zones \(zones.milliseconds) ms"
    )
}
