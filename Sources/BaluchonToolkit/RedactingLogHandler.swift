import BaluchonProviders
import Logging

/// Masks the configured secrets in every log line, message and metadata, at every level and whatever
/// the case: the last guard for text that nobody thought could hold a key (a library's debug line, an
/// upstream's echo).
public struct RedactingLogHandler: LogHandler {
    var handler: any LogHandler
    let secrets: [String]

    public init(_ handler: any LogHandler, secrets: [String]) {
        self.handler = handler
        self.secrets = secrets
    }

    /// A logger labelled `label` writing to standard error through this handler.
    public static func logger(label: String, secrets: [String]) -> Logger {
        Logger(label: label) { RedactingLogHandler(StreamLogHandler.standardError(label: $0), secrets: secrets) }
    }

    public func log(event: LogEvent) {
        guard !secrets.isEmpty else { return handler.log(event: event) }
        var event = event
        event.message = "\(mask(event.message.description))"
        event.metadata = event.metadata.map { $0.mapValues(mask) }
        if let error = event.error {
            event.metadata = (event.metadata ?? [:]).merging(["error": .string(mask("\(error)"))]) { $1 }
            event.error = nil
        }
        handler.log(event: event)
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { handler[metadataKey: key] }
        set { handler[metadataKey: key] = newValue }
    }

    public var metadata: Logger.Metadata {
        get { handler.metadata }
        set { handler.metadata = newValue }
    }

    public var logLevel: Logger.Level {
        get { handler.logLevel }
        set { handler.logLevel = newValue }
    }

    private func mask(_ text: String) -> String { Redaction.mask(text, secrets: secrets) }

    private func mask(_ value: Logger.Metadata.Value) -> Logger.Metadata.Value {
        switch value {
        case .string(let text): .string(mask(text))
        case .stringConvertible(let item): .string(mask(item.description))
        case .array(let items): .array(items.map(mask))
        case .dictionary(let entries): .dictionary(entries.mapValues(mask))
        }
    }
}
