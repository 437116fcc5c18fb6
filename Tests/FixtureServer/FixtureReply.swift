import Foundation
import Synchronization

/// What the fixture server answers to one request: a recorded response or an injected fault.
public indirect enum FixtureReply: Sendable {
    /// A body with a status and content type.
    case body(Data, status: Int = 200, contentType: String = "application/json")
    /// Waits, then answers (use a delay past the client's timeout to provoke one).
    case delayed(Duration, FixtureReply)
    /// Answers once the test opens the gate: an answer in flight for exactly as long as the test needs.
    case held(FixtureGate, FixtureReply)
    /// Closes the connection without answering.
    case reset
    /// Answers each call with the next reply; the last one repeats.
    case sequence([FixtureReply])
    /// Announces the whole body's length but sends only its first `sentBytes` bytes, then closes the
    /// connection: a download dropped mid-way.
    case cut(Data, sentBytes: Int, contentType: String = "application/octet-stream")
    /// A file as a static web server serves it: `HEAD` gives its headers only, `Range: bytes=N-` its end
    /// (206 with `Content-Range`), with `Last-Modified` when given.
    case file(Data, contentType: String = "application/octet-stream", lastModified: String? = nil)

    /// A JSON text.
    public static func json(_ text: String, status: Int = 200) -> FixtureReply {
        .body(Data(text.utf8), status: status)
    }

    /// A recorded response file under `Tests/Fixtures/`, with the content type its extension implies.
    public static func fixture(_ relativePath: String, status: Int = 200) -> FixtureReply {
        let url = fixturesDirectory.appendingPathComponent(relativePath)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            fatalError("missing fixture \(url.path)")
        }
        let type: String =
            switch url.pathExtension {
            case "json": "application/json"
            case "xml": "text/xml"
            case "csv": "text/csv"
            case "zip": "application/zip"
            default: "text/plain"
            }
        return .body(data, status: status, contentType: type)
    }

    /// An empty answer with a status, such as 429, 500 or 503.
    public static func status(_ code: Int) -> FixtureReply {
        .body(Data("{}".utf8), status: code)
    }

    /// `Tests/Fixtures/`, found from this source file.
    public static var fixturesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
    }
}

/// A request the fixture server received.
public struct RecordedRequest: Sendable {
    public var method: String
    public var path: String
    /// Query items, decoded.
    public var query: [String: String]
    /// Query items decoded as web servers read them (PHP's `$_GET`): a `+` is a space.
    public var formQuery: [String: String]
    public var headers: [String: String]
    public var body: Data
}

/// Holds the replies that wait on it until the test calls ``open()``, instead of a delay it hopes is long enough.
public final class FixtureGate: Sendable {
    private let state = Mutex((open: false, waiting: [@Sendable () -> Void]()))

    public init() {}

    /// Sends every held reply, and from now on answers at once.
    public func open() {
        let waiting = state.withLock { state in
            state.open = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for reply in waiting { reply() }
    }

    func whenOpen(_ reply: @escaping @Sendable () -> Void) {
        let isOpen = state.withLock { state in
            if !state.open { state.waiting.append(reply) }
            return state.open
        }
        if isOpen { reply() }
    }
}
