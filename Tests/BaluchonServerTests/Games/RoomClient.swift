import Foundation
import HummingbirdWSClient
import Logging
import Synchronization

/// A real WebSocket client in a room, for tests: it records every message received and every wait
/// on it is bounded, so a broken server fails the test instead of hanging it.
final class RoomClient: Sendable {
    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var received: [String]
        /// The count of messages, and the last three cut short: a room's log can be megabytes.
        var description: String {
            "timed out waiting for \(waitingFor); received \(received.count) messages, the last: \(received.suffix(3).map { $0.prefix(300) })"
        }
    }

    /// What the connection task shares with the test.
    private final class Inbox: Sendable {
        let received = Mutex<[String]>([])
        let closed = Mutex(false)
    }

    private let inbox: Inbox
    private let outbox: AsyncStream<String>.Continuation
    private let task: Task<Void, any Error>

    init(port: Int, code: String, language: String = "en") {
        let (outgoing, outbox) = AsyncStream.makeStream(of: String.self)
        self.outbox = outbox
        let inbox = Inbox()
        self.inbox = inbox
        var logger = Logger(label: "room-client")
        logger.logLevel = .critical
        task = Task {
            defer { inbox.closed.withLock { $0 = true } }
            try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/api/v1/rooms/\(code)/ws?lang=\(language)", logger: logger) {
                inbound, outbound, _ in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await text in outgoing { try await outbound.writeTextMessage(text) }
                    }
                    group.addTask {
                        for try await message in inbound.messages(maxSize: 1 << 20) {
                            if case .text(let text) = message { inbox.received.withLock { $0.append(text) } }
                        }
                    }
                    try await group.next()
                    group.cancelAll()
                }
            }
        }
    }

    func send(_ object: [String: Any]) throws {
        outbox.yield(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
    }

    func sendRaw(_ text: String) {
        outbox.yield(text)
    }

    var messages: [[String: Any]] { inbox.received.withLock { $0 }.compactMap(Self.object) }

    private static func object(_ text: String) -> [String: Any]? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    }

    var isClosed: Bool { inbox.closed.withLock { $0 } }

    /// The first message received that matches, waiting at most `timeout` (it returns as soon as one does: a
    /// long bound costs nothing when the test passes, and the parallel suite on two busy cores needs it).
    @discardableResult
    func waitFor(_ what: String, timeout: Duration = .seconds(20), where matches: ([String: Any]) -> Bool) async throws -> [String: Any] {
        // Each message is read once: a room sending hundreds of 15 KB rolls must not be parsed again on every look.
        var read = 0
        func firstNew() -> [String: Any]? {
            let received = inbox.received.withLock { $0 }
            defer { read = received.count }
            return received[read...].lazy.compactMap(Self.object).first(where: matches)
        }
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while ContinuousClock.now < deadline {
            if let found = firstNew() { return found }
            try await Task.sleep(for: .milliseconds(10))
        }
        if let found = firstNew() { return found }  // it may have come during the last sleep
        throw Timeout(waitingFor: what, received: inbox.received.withLock { $0 })
    }

    /// Waits until the server has closed the connection, at most `timeout`.
    func waitForClose(timeout: Duration = .seconds(20)) async throws {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while ContinuousClock.now < deadline {
            if isClosed { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw Timeout(waitingFor: "the connection to close", received: inbox.received.withLock { $0 })
    }

    /// Closes the connection from this side and waits (bounded) for the client to finish.
    func disconnect(timeout: Duration = .seconds(5)) async {
        outbox.finish()
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !isClosed && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        task.cancel()
    }
}

extension [String: Any] {
    var type: String? { self["type"] as? String }
    var event: [String: Any]? { self["event"] as? [String: Any] }
}
