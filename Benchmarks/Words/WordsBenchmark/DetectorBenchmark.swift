import BaluchonCore
import BaluchonProviders
import Foundation

/// Accuracy of the offline detector on the development set, per kind, restricted to the set's
/// languages (as the other detectors are), with its speed on one thread and its memory.
enum DetectorBenchmark {
    struct Sample {
        var language: String
        var kind: String
        var text: String
    }

    static func run(model url: URL?, dev: URL, settings: [String], showErrors: Bool = false, rounds: Int = 5) throws {
        let residentBefore = residentMegabytes()
        let loadStart = ContinuousClock.now
        let model = try url.map { try EmbeddedLanguageModel.load(from: $0) } ?? EmbeddedLanguageModel.detector().model
        let loadTime = ContinuousClock.now - loadStart
        var detector = LanguageDetector(model: model)
        for setting in settings { apply(setting, to: &detector.tuning) }
        let samples = try read(dev)
        let languages = Array(Set(samples.map(\.language))).sorted().compactMap(LanguageCode.init)
        let options = DetectionOptions(candidates: languages)

        var correct: [String: Int] = [:]
        var total: [String: Int] = [:]
        var sure: [String: Int] = [:]
        var sureCorrect: [String: Int] = [:]
        var confusions: [String: Int] = [:]
        for sample in samples {
            let detection = detector.detect(sample.text, options: options)
            let right = detection.language?.rawValue == sample.language
            total[sample.kind, default: 0] += 1
            if right { correct[sample.kind, default: 0] += 1 }
            if detection.isReliable {
                sure[sample.kind, default: 0] += 1
                if right { sureCorrect[sample.kind, default: 0] += 1 }
            }
            if !right {
                confusions["\(sample.language)→\(detection.language?.rawValue ?? "none")", default: 0] += 1
                if showErrors {
                    FileHandle.standardError.write(
                        Data("\(sample.language)\t\(sample.kind)\t\(detection.language?.rawValue ?? "none")\t\(sample.text)\n".utf8))
                }
            }
        }
        // Speed: the whole set, several rounds, one thread; CPU time of this thread, so that other work
        // on a shared machine does not count against the detector (wall time is reported too).
        let cpuStart = threadCPUSeconds()
        let start = ContinuousClock.now
        var checksum = 0
        for _ in 0..<rounds {
            for sample in samples { checksum &+= detector.detect(sample.text, options: options).language?.rawValue.count ?? 0 }
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let cpuSeconds = threadCPUSeconds() - cpuStart
        var accuracy: [String: Double] = [:]
        var sureShare: [String: Double] = [:]
        var sureAccuracy: [String: Double] = [:]
        for kind in total.keys {
            accuracy[kind] = Double(correct[kind] ?? 0) / Double(total[kind]!)
            sureShare[kind] = Double(sure[kind] ?? 0) / Double(total[kind]!)
            sureAccuracy[kind] = Double(sureCorrect[kind] ?? 0) / Double(max(sure[kind] ?? 0, 1))
        }
        let worst = confusions.sorted { $0.value > $1.value }.prefix(15).map { "\($0.key) \($0.value)" }
        emit([
            "detector": "baluchon",
            "accuracy": accuracy,
            "mean": accuracy.values.reduce(0, +) / Double(accuracy.count),
            "sureShare": sureShare,
            "sureAccuracy": sureAccuracy,
            "textsPerSecond": rounds == 0 ? 0 : Double(samples.count * rounds) / cpuSeconds,
            "textsPerWallSecond": rounds == 0 ? 0 : Double(samples.count * rounds) / seconds,
            "loadSeconds": Double(loadTime.components.seconds) + Double(loadTime.components.attoseconds) / 1e18,
            "residentMB": residentMegabytes(),
            "residentBeforeMB": residentBefore,
            "texts": samples.count,
            "checksum": checksum,
            "confusions": worst,
        ])
    }

    static func read(_ url: URL) throws -> [Sample] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            return Sample(language: String(fields[0]), kind: String(fields[1]), text: String(fields[2]))
        }
    }

    static func apply(_ setting: String, to tuning: inout LanguageDetector.Tuning) {
        let parts = setting.split(separator: "=")
        guard parts.count == 2, let value = Double(parts[1]) else { return }
        switch parts[0] {
        case "gramWeight": tuning.gramWeight = Float(value)
        case "temperature": tuning.temperature = Float(value)
        case "reliableAbove": tuning.reliableAbove = value
        case "favourOdds": tuning.favourOdds = value
        case "maximumTokens": tuning.maximumTokens = Int(value)
        default: break
        }
    }

    /// CPU time this thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// VmRSS of this process, in MB.
    static func residentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }
}
