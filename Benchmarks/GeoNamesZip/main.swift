// GeoNames zip benchmark (release build): streams every line of a GeoNames dump through the importer's reader,
// once as gzip (our zlib Inflater) and once as zip (ZIPFoundation's streaming extract), alternating, and prints
// the median time and the peak resident memory of this process. Usage: GeoNamesZipBenchmark FILE.gz|FILE.zip [rounds]
import BaluchonProviders
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard let path = arguments.first else {
    print("usage: GeoNamesZipBenchmark FILE.gz|FILE.zip [rounds]")
    exit(2)
}
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 3 : 3

func peakResidentMB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return (Int(line.split(separator: " ").dropFirst().first { !$0.isEmpty } ?? "") ?? 0) / 1024
}

let clock = ContinuousClock()
var times: [Duration] = []
var lines = 0
var bytes = 0
for _ in 0..<rounds {
    lines = 0
    bytes = 0
    times.append(
        try clock.measure {
            try GeoNamesFileReader(url: URL(fileURLWithPath: path)).forEachLine(progress: { _, _ in }) { line, _ in
                lines += 1
                bytes += line.count + 1
            }
        })
}
let median = times.sorted()[times.count / 2]
let seconds = Double(median.components.seconds) + Double(median.components.attoseconds) / 1e18
print(
    String(
        format: "%@: %d lines, %.0f MB inflated, median %.2f s (%.0f MB/s) over %d rounds, peak resident %d MB",
        (path as NSString).lastPathComponent, lines, Double(bytes) / 1e6, seconds, Double(bytes) / 1e6 / seconds, rounds, peakResidentMB()))
