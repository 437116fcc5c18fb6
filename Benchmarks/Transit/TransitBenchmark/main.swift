// Transit benchmark (release): imports the New York subway feed, then times earliest-arrival journey
// queries between random stops at random times by the connection scan, against a plain reference scan
// (every trip ridden again and again until nothing improves) on the same queries in the same run.
// Usage: TransitBenchmark <feed.zip> [queries]
import BaluchonCore
import BaluchonProviders
import Foundation
import TransitReference

/// Resident memory now and at its peak, in megabytes, from /proc.
func memory() -> (now: Int, peak: Int) {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    func field(_ name: String) -> Int {
        let line = status.split(separator: "\n").first { $0.hasPrefix(name) } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first { Int($0) != nil } ?? "") ?? 0) / 1024
    }
    return (field("VmRSS:"), field("VmHWM:"))
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.down)))]
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: TransitBenchmark <feed.zip> [queries]")
    exit(64)
}
let queries = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("transit-benchmark-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: directory) }
let library = FeedLibrary(directory: directory)
let clock = ContinuousClock()
let before = memory()
var info: FeedInfo?
let importTime = try await clock.measure { info = try await library.importFeed(URL(fileURLWithPath: arguments[1]), progress: { _, _ in }) }
let afterImport = memory()
var planner: JourneyPlanner?
let loadTime = try clock.measure { planner = JourneyPlanner(timetable: try library.load(info!.id)) }
let loaded = planner!
let timetable = loaded.timetable
let fileSize = (try FileManager.default.attributesOfItem(atPath: library.file(for: info!.id).path)[.size] as? NSNumber)?.intValue ?? 0
print(
    "feed \(info!.id): \(timetable.stops.count) stops, \(timetable.trips.count) trips, \(timetable.events.count) stop times, \(timetable.footpaths.count) footpaths; timetable file \(fileSize / 1024) kB"
)
print(
    String(
        format: "import %.2f s (peak RSS %d MB, +%d MB); load %.1f ms", importTime / .seconds(1), afterImport.peak, afterImport.peak - before.now,
        loadTime / .milliseconds(1)))

let zone = TimeZone(identifier: timetable.timeZone)!
let days = timetable.serviceDays!
var random = SystemRandomNumberGenerator()
var ours: [Double] = []
var reference: [Double] = []
var disagreements = 0
var reached = 0
for _ in 0..<queries {
    let source = Int.random(in: 0..<timetable.stops.count, using: &random)
    let target = Int.random(in: 0..<timetable.stops.count, using: &random)
    let departure = ServiceDay.start(of: Int32.random(in: days, using: &random), in: zone) + Int.random(in: 5 * 3600..<23 * 3600, using: &random)
    var arrival = Int.max
    let time = try clock.measure {
        let labels = try loaded.scan(sources: [(source, departure)], departure: departure, targets: [target: 0])
        arrival = labels.arrival[target]
    }
    var expected = Int.max
    let baseline = clock.measure { expected = ReferenceScan.arrivals(timetable, from: source, departure: departure)[target] }
    if arrival != expected { disagreements += 1 }
    if arrival < .max { reached += 1 }
    ours.append(time / .milliseconds(1))
    reference.append(baseline / .milliseconds(1))
}
print("\(queries) random stop-to-stop queries (05:00–23:00 on random service days), \(reached) reached, \(disagreements) disagreements")
print("              p50 ms    p99 ms")
print(String(format: "scan       %8.2f  %8.2f", percentile(ours, 0.5), percentile(ours, 0.99)))
print(String(format: "reference  %8.2f  %8.2f", percentile(reference, 0.5), percentile(reference, 0.99)))
print(String(format: "ratio p50  %.0f× faster", percentile(reference, 0.5) / max(0.001, percentile(ours, 0.5))))
print("resident memory with the feed loaded: \(memory().now) MB")
