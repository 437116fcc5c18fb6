import BaluchonCore
import Logging
import PostgresNIO

extension PostgresStore {
    /// Listens on ``roomChannel`` over a connection of its own, opened again with a growing pause
    /// (up to two seconds) whenever it is lost; says ``RoomNotice/resumed`` each time it listens
    /// again, since events saved meanwhile were told to no one. Ends when the stream is dropped.
    public func roomNotices() -> AsyncStream<RoomNotice> {
        let (configuration, logger) = (single, self.logger)
        return AsyncStream { continuation in
            let listening = Task {
                var pause = Duration.milliseconds(50)
                var connectionID = 1
                while !Task.isCancelled {
                    do {
                        let connection = try await PostgresConnection.connect(configuration: configuration, id: connectionID, logger: logger)
                        connectionID += 1
                        defer { Task { try? await connection.close() } }
                        try await connection.listen(on: Self.roomChannel) { notifications in
                            pause = .milliseconds(50)
                            continuation.yield(.resumed)
                            for try await notification in notifications {
                                if let notice = Self.notice(notification.payload) { continuation.yield(notice) }
                            }
                        }
                    } catch {
                        logger.warning("room notices lost", metadata: ["reason": "\(Self.reason(error))"])
                    }
                    try? await Task.sleep(for: pause)
                    pause = min(pause * 2, .seconds(2))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in listening.cancel() }
        }
    }

    /// `code sequence`, as ``appendRoomEvent(code:sequence:event:lastActivity:state:)`` announces it.
    static func notice(_ payload: String) -> RoomNotice? {
        let parts = payload.split(separator: " ")
        guard parts.count == 2, let sequence = Int(parts[1]) else { return nil }
        return .appended(code: String(parts[0]), sequence: sequence)
    }
}
