// Store throughput: shared-list writes and room rolls (one event row each) on SQLite, the baseline,
// and on PostgreSQL when BALUCHON_TEST_DATABASE_URL names a server, in the same run, with the same
// number of concurrent writers. Usage: StoreBenchmark [operations per measurement] [concurrent writers]
import BaluchonStore
import Foundation
import Logging

let arguments = CommandLine.arguments
let operations = arguments.count > 1 ? Int(arguments[1]) ?? 4_000 : 4_000
let writers = arguments.count > 2 ? Int(arguments[2]) ?? 16 : 16

/// Runs `operation` `operations` times over `writers` tasks (writer w does numbers w, w + writers…);
/// answers operations per second and each operation's latency in milliseconds.
func measure(_ operation: @escaping @Sendable (Int) async throws -> Void) async throws -> (rate: Double, latencies: [Double]) {
    let clock = ContinuousClock()
    let start = clock.now
    let latencies = try await withThrowingTaskGroup(of: [Double].self) { group in
        for writer in 0..<writers {
            group.addTask {
                var own: [Double] = []
                for number in stride(from: writer, to: operations, by: writers) {
                    let began = clock.now
                    try await operation(number)
                    let took = began.duration(to: clock.now)
                    own.append(Double(took.components.seconds) * 1_000 + Double(took.components.attoseconds) / 1e15)
                }
                return own
            }
        }
        return try await group.reduce(into: [Double]()) { $0 += $1 }
    }
    let seconds = start.duration(to: clock.now) / .seconds(1)
    return (Double(operations) / seconds, latencies.sorted())
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

func report(_ name: String, _ store: any Store) async throws {
    let now = Date()
    let places = Data(#"[{"name":"Gare","latitude":45.7605,"longitude":4.8597}]"#.utf8)
    let run = UUID().uuidString.prefix(8)
    let lists = try await measure { number in
        try await store.insertSharedList(
            SharedListRecord(id: "\(run)-\(number)", editKey: "key", title: "List \(number)", places: places, createdAt: now, updatedAt: now))
    }
    // One room per writer, as a table of players rolls one after the other.
    for writer in 0..<writers { try await store.createRoom(code: "\(run)\(writer)", state: Data("{}".utf8), lastActivity: now) }
    let roll = Data(#"{"kind":"roll","expression":"2d6","rolls":[{"total":7}]}"#.utf8)
    let rolls = try await measure { number in
        try await store.appendRoomEvent(
            code: "\(run)\(number % writers)", sequence: number / writers + 1, event: roll, lastActivity: Date(), state: nil)
    }
    for (what, result) in [("shared-list writes", lists), ("room rolls", rolls)] {
        print(
            String(
                format: "%@ %@: %.0f/s, p50 %.2f ms, p99 %.2f ms", name, what, result.rate, percentile(result.latencies, 0.5),
                percentile(result.latencies, 0.99)))
    }
}

print("\(operations) operations per measurement, \(writers) concurrent writers")
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: directory) }
try await report("SQLite (WAL, file)", try SQLiteStore.open(directory: directory))
if let url = ProcessInfo.processInfo.environment["BALUCHON_TEST_DATABASE_URL"] {
    let location = try PostgresLocation(url: url)
    try await report("PostgreSQL", try await PostgresStore.open(location, logger: Logger(label: "bench")))
} else {
    print("PostgreSQL: skipped (Benchmarks/Store/run.sh starts a server)")
}
