import Logging
import Synchronization

/// Every line logged, whole (level, message, metadata and error), for tests that look at what a log holds.
final class CapturedLog: Sendable {
    let lines = Mutex<[String]>([])

    func logger(level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: "test") { _ in CapturingHandler(log: self) }
        logger.logLevel = level
        return logger
    }

    var text: String { lines.withLock { $0.joined(separator: "\n") } }
}

struct CapturingHandler: LogHandler {
    let log: CapturedLog
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let all = metadata.merging(event.metadata ?? [:]) { $1 }
        let line = "\(event.level) \(event.message) \(all) \(event.error.map { "\($0)" } ?? "")"
        log.lines.withLock { $0.append(line) }
    }
}
