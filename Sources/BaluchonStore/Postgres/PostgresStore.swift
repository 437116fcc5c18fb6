import BaluchonCore
import Foundation
import Logging
import PostgresNIO

/// The store on a PostgreSQL server, which any number of Baluchon instances can share: the tables
/// of ``SQLiteStore``, through a pool of connections, migrated when it opens.
///
/// A query that cannot reach the server within ``patience`` throws ``StoreUnavailable``; the pool
/// keeps trying to reconnect on its own, so the store works again as soon as the server is back.
public final class PostgresStore: Store {
    let client: PostgresClient
    /// How to open a connection outside the pool (the one that listens for room notices).
    let single: PostgresConnection.Configuration
    let location: PostgresLocation
    let logger: Logger
    /// How long a query may wait for the server (connecting included) before it counts as unreachable.
    let patience: Duration
    private let running: Task<Void, Never>

    /// Connects to `location`, migrates its schema and starts the pool; a wrong or unreachable
    /// database fails here, with the reason.
    public static func open(_ location: PostgresLocation, logger: Logger) async throws(PostgresOpeningError) -> PostgresStore {
        try await open(location, schema: nil, logger: logger)
    }

    /// The same, with the tables in `schema` (created if needed) rather than the user's default one.
    static func open(
        _ location: PostgresLocation, schema: String?, patience: Duration = .seconds(3), logger: Logger
    ) async throws(PostgresOpeningError) -> PostgresStore {
        let parameters = schema.map { [("search_path", "\"\($0)\"")] } ?? []
        let single: PostgresConnection.Configuration
        do {
            var configuration = PostgresConnection.Configuration(
                host: location.host, port: location.port, username: location.user, password: location.password, database: location.database,
                tls: location.requiresTLS ? .require(try NIOSSLContext(configuration: .makeClientConfiguration())) : .disable)
            configuration.options.additionalStartupParameters = parameters
            single = configuration
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
            do {
                try await PostgresMigrations.apply(on: connection, schema: schema, logger: logger)
            } catch {
                try? await connection.close()
                throw error
            }
            try? await connection.close()
        } catch {
            throw PostgresOpeningError(location: location, reason: Self.reason(error))
        }
        var configuration = PostgresClient.Configuration(
            host: location.host, port: location.port, username: location.user, password: location.password, database: location.database,
            tls: location.requiresTLS ? .require(.makeClientConfiguration()) : .disable)
        configuration.options.additionalStartupParameters = parameters
        configuration.options.connectTimeout = patience
        return PostgresStore(
            client: PostgresClient(configuration: configuration), single: single, location: location, patience: patience, logger: logger)
    }

    private init(client: PostgresClient, single: PostgresConnection.Configuration, location: PostgresLocation, patience: Duration, logger: Logger) {
        self.client = client
        self.single = single
        self.location = location
        self.patience = patience
        self.logger = logger
        running = Task { await client.run() }
    }

    deinit {
        running.cancel()
    }

    /// Runs `operation` on the pool within ``patience``; a lost or refused connection becomes
    /// ``StoreUnavailable`` (its reason goes to the log), an error of the server's (a duplicate
    /// key…) stays what it is.
    func perform<Result: Sendable>(_ operation: @escaping @Sendable (PostgresClient) async throws -> Result) async throws -> Result {
        let (client, patience) = (self.client, self.patience)
        do {
            return try await withThrowingTaskGroup(of: Result.self) { group in
                group.addTask { try await operation(client) }
                group.addTask {
                    try await Task.sleep(for: patience)
                    throw NoAnswer(patience: patience)
                }
                defer { group.cancelAll() }
                guard let first = try await group.next() else { throw CancellationError() }
                return first
            }
        } catch  where Self.isConnectionFailure(error) {
            logger.warning("database unreachable", metadata: ["database": "\(location)", "reason": "\(Self.reason(error))"])
            throw StoreUnavailable()
        }
    }

    /// The rows of one query.
    func rows(_ query: PostgresQuery) async throws -> [PostgresRow] {
        try await perform { client in try await client.query(query).collect() }
    }

    /// The server did not answer in time.
    struct NoAnswer: Error {
        var patience: Duration
    }

    /// Whether `error` says the server could not be reached, rather than that it refused a query.
    static func isConnectionFailure(_ error: any Error) -> Bool {
        switch error {
        case let error as PSQLError:
            guard error.code == .server else { return true }
            // Class 08 is a connection exception, 57P an operator's shutdown or a server starting up.
            let state = error.serverInfo?[.sqlState] ?? ""
            return state.hasPrefix("08") || state.hasPrefix("57P")
        case let error as PostgresTransactionError:
            return [error.beginError, error.closureError, error.commitError].contains { $0.map(isConnectionFailure) ?? false }
        case is CancellationError, is PostgresDecodingError:
            return false
        default:
            return true
        }
    }

    /// What went wrong, in a line that never holds the password.
    static func reason(_ error: any Error) -> String {
        switch error {
        case let error as PSQLError:
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return reason(underlying) }
            return "\(error.code)"
        case let error as PostgresTransactionError:
            return (error.closureError ?? error.beginError ?? error.commitError).map(reason) ?? "the transaction failed"
        case let error as NoAnswer:
            return "no answer within \(error.patience)"
        case let error as IOError:
            return String(cString: strerror(error.errnoCode))
        case let error as NIOConnectionError:
            return error.connectionErrors.first.map { reason($0.error) } ?? "cannot connect to \(error.host):\(error.port)"
        default:
            return String(describing: error)
        }
    }
}

/// The database named by `BALUCHON_DATABASE_URL` could not be opened at start.
public struct PostgresOpeningError: TravellerError {
    public var location: PostgresLocation
    public var reason: String

    public var code: ErrorCode { .databaseUnreachable }
    public var kind: FailureKind { .unavailable }
    public var message: LocalizedText {
        LocalizedText("error.database_unreachable.message", ["location": "\(location)", "reason": "\(reason)"])
    }
    /// None: the message is the one line said at start.
    public var hint: LocalizedText? { nil }
}
