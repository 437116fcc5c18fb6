import HummingbirdWebSocket
import Synchronization

/// The messages waiting to be written to one phone, in order. It is bounded: a phone that stops
/// reading lets messages pile up until the bound, then the mailbox closes and the phone is dropped
/// (it catches up when it reconnects), so a broadcast never waits on anyone's socket.
final class RoomMailbox: Sendable {
    private struct Queue {
        var messages = 0
        var bytes = 0
        var open = true
    }

    private let queue = Mutex(Queue())
    private let stream: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    /// Finished when the mailbox closes, for whoever waits on ``closing()``.
    private let closed: AsyncStream<Never>
    private let closedContinuation: AsyncStream<Never>.Continuation
    private let maxMessages: Int
    private let maxBytes: Int

    init(messages: Int, bytes: Int) {
        (stream, continuation) = AsyncStream.makeStream(of: String.self)
        (closed, closedContinuation) = AsyncStream.makeStream(of: Never.self)
        maxMessages = messages
        maxBytes = bytes
    }

    /// Queues `text`; false, and the mailbox closes, when the phone already has too much waiting. An
    /// empty mailbox takes any one message, so that the welcome of a room with a long history (up
    /// to its 4 MiB of events) always goes through.
    @discardableResult
    func post(_ text: String) -> Bool {
        queue.withLock { queue in
            guard queue.open else { return false }
            guard queue.messages == 0 || (queue.messages < maxMessages && queue.bytes + text.utf8.count <= maxBytes) else {
                queue.open = false
                continuation.finish()
                closedContinuation.finish()
                return false
            }
            queue.messages += 1
            queue.bytes += text.utf8.count
            // Yielded under the lock, so messages posted by several tasks keep one order.
            continuation.yield(text)
            return true
        }
    }

    /// Stops taking messages; what is queued is still written.
    func close() {
        queue.withLock { queue in
            queue.open = false
            continuation.finish()
            closedContinuation.finish()
        }
    }

    /// Returns once the mailbox closed (full, or closed on purpose), even while a write is stuck.
    func closing() async {
        for await _ in closed {}
    }

    /// What is waiting to be written.
    var waiting: (messages: Int, bytes: Int) { queue.withLock { ($0.messages, $0.bytes) } }

    /// Writes the queued messages in order until the mailbox closes or a write fails.
    func deliver(to outbound: WebSocketOutboundWriter) async {
        await deliver { try await outbound.writeTextMessage($0) }
    }

    func deliver(with write: (String) async throws -> Void) async {
        for await text in stream {
            do {
                try await write(text)
            } catch {
                close()
                return
            }
            queue.withLock { queue in
                queue.messages -= 1
                queue.bytes -= text.utf8.count
            }
        }
    }
}
