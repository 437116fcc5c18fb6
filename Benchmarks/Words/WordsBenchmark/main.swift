import BaluchonCore
import BaluchonProviders
import Foundation

// Release-built measurements for the Words capability (never run as tests):
//   WordsBenchmark detect [--model FILE] [--dev FILE] [--set key=value…]   accuracy per kind, speed, memory
//   WordsBenchmark apertium [--runs N]                                     cold and warm latency per sentence
// Each prints one JSON object on stdout; Benchmarks/Words/run.py puts the figures side by side.

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: "--\(name)"), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func emit(_ object: [String: Any]) {
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    print(String(decoding: data, as: UTF8.self))
}

switch arguments.first {
case "detect":
    try DetectorBenchmark.run(
        model: option("model").map { URL(fileURLWithPath: $0) },
        dev: URL(fileURLWithPath: option("dev") ?? "../shared/data/langid/dev.tsv"),
        settings: arguments.indices.filter { arguments[$0] == "--set" }.map { arguments[$0 + 1] },
        showErrors: arguments.contains("--errors"), rounds: Int(option("rounds") ?? "5") ?? 5)
case "apertium":
    await ApertiumBenchmark.run(runs: Int(option("runs") ?? "30") ?? 30)
default:
    FileHandle.standardError.write(Data("usage: WordsBenchmark detect|apertium [options]\n".utf8))
    exit(64)
}
