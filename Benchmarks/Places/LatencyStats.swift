/// Mean and percentiles of latency samples, in microseconds.
struct LatencyStats {
    let sorted: [Double]

    init(_ samples: [Duration]) {
        sorted = samples.map { Double($0.components.attoseconds) / 1e12 + Double($0.components.seconds) * 1e6 }.sorted()
    }

    var mean: Double { sorted.reduce(0, +) / Double(max(1, sorted.count)) }

    func percentile(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }

    var p99: Double { percentile(0.99) }

    var median: Duration { .microseconds(percentile(0.5)) }

    var row: String {
        [mean, percentile(0.5), percentile(0.9), p99, sorted.last ?? 0].map(Self.format).joined(separator: " | ")
    }

    static func format(_ microseconds: Double) -> String {
        microseconds >= 1000 ? String(format: "%.2f ms", microseconds / 1000) : String(format: "%.1f µs", microseconds)
    }
}

extension Duration {
    var milliseconds: Int { Int(components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000) }
}
