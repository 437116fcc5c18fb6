import Foundation
import Logging
import PostgresNIO

extension PostgresStore {
    public func createRoom(code: String, state: Data, lastActivity: Date) async throws {
        _ = try await rows("INSERT INTO gameRoom (code, state, version, lastActivity) VALUES (\(code), \(state), 0, \(lastActivity))")
    }

    /// Also tells every instance listening on ``roomChannel`` (`code sequence`), when the transaction commits.
    public func appendRoomEvent(code: String, sequence: Int, event: Data, lastActivity: Date, state: Data?) async throws {
        let logger = self.logger
        do {
            try await appendRoomEvent(code: code, sequence: sequence, event: event, lastActivity: lastActivity, state: state, logger: logger)
        } catch let error as PostgresTransactionError where Self.isDuplicateKey(error.closureError) {
            throw RoomSequenceTaken(room: code, sequence: sequence)
        }
    }

    private func appendRoomEvent(code: String, sequence: Int, event: Data, lastActivity: Date, state: Data?, logger: Logger) async throws {
        try await perform { client in
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query(
                    "INSERT INTO gameRoomEvent (code, sequence, event) VALUES (\(code), \(sequence), \(event))", logger: logger)
                try await connection.query("SELECT pg_notify(\(Self.roomChannel), \("\(code) \(sequence)"))", logger: logger)
                try await connection.query(
                    "UPDATE gameRoom SET lastActivity = greatest(lastActivity, \(lastActivity)) WHERE code = \(code)", logger: logger)
                if let state {
                    try await connection.query(
                        "UPDATE gameRoom SET state = \(state), version = \(sequence) WHERE code = \(code) AND version < \(sequence)", logger: logger)
                }
            }
        }
    }

    public func room(code: String) async throws -> StoredRoom? {
        try await roomEvents(code: code, after: 0)
    }

    public func roomEvents(code: String, after sequence: Int) async throws -> StoredRoom? {
        let logger = self.logger
        return try await perform { client in
            try await client.withConnection { connection in
                let states = try await connection.query("SELECT state FROM gameRoom WHERE code = \(code)", logger: logger).collect()
                guard let state = try states.first?.decode(Data.self) else { return nil }
                let events = try await connection.query(
                    "SELECT event FROM gameRoomEvent WHERE code = \(code) AND sequence > \(sequence) ORDER BY sequence", logger: logger
                ).collect()
                return StoredRoom(state: state, events: try events.map { try $0.decode(Data.self) })
            }
        }
    }

    @discardableResult
    public func deleteRooms(inactiveBefore date: Date, limit: Int) async throws -> Int {
        try await count(
            """
            WITH gone AS (DELETE FROM gameRoom WHERE code IN (
                SELECT code FROM gameRoom WHERE lastActivity < \(date) ORDER BY lastActivity LIMIT \(limit)) RETURNING 1)
            SELECT count(*) FROM gone
            """)
    }
}

extension PostgresStore {
    /// The channel room events are announced on.
    static let roomChannel = "baluchon_rooms"

    /// Whether `error` is PostgreSQL's unique violation (a key already taken).
    static func isDuplicateKey(_ error: (any Error)?) -> Bool {
        (error as? PSQLError)?.serverInfo?[.sqlState] == "23505"
    }
}
