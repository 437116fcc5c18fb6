import BaluchonCore
import Foundation

/// Where a PostgreSQL database is and how to log in, read from a
/// `postgres://user:password@host:port/database?sslmode=require` URL. Its description hides the password.
public struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    public var host: String
    public var port: Int
    public var user: String
    public var password: String?
    public var database: String
    /// TLS with the server's certificate checked (`sslmode=require`); plain TCP otherwise (`sslmode=disable`, the default).
    public var requiresTLS: Bool

    /// Why a URL does not name a database, in words that never repeat its password.
    public struct Invalid: Error, Equatable {
        public var reason: LocalizedText
    }

    public init(url text: String) throws(Invalid) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            throw Invalid(reason: LocalizedText("config.postgres.notURL"))
        }
        guard ["postgres", "postgresql"].contains(scheme) else {
            throw Invalid(reason: LocalizedText("config.postgres.scheme", ["scheme": "\(scheme)"]))
        }
        guard let host = components.host, !host.isEmpty else { throw Invalid(reason: LocalizedText("config.postgres.noHost")) }
        guard let user = components.user, !user.isEmpty else { throw Invalid(reason: LocalizedText("config.postgres.noUser")) }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty, !database.contains("/") else { throw Invalid(reason: LocalizedText("config.postgres.noDatabase")) }
        // An IPv6 address keeps its brackets in some Foundations, not in others.
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        self.port = components.port ?? 5432
        self.user = user
        self.password = components.password
        self.database = database
        requiresTLS = false
        for item in components.queryItems ?? [] {
            switch (item.name, item.value) {
            case ("sslmode", "disable"): requiresTLS = false
            case ("sslmode", "require"): requiresTLS = true
            case ("sslmode", let value):
                throw Invalid(reason: LocalizedText("config.postgres.sslmode", ["value": "\(value ?? "")"]))
            default:
                throw Invalid(reason: LocalizedText("config.postgres.parameter", ["name": "\(item.name)"]))
            }
        }
    }

    /// The URL with its password replaced by `***`, for logs and messages.
    public var description: String {
        let host = self.host.contains(":") ? "[\(self.host)]" : self.host
        return "postgres://\(user)\(password == nil ? "" : ":***")@\(host):\(port)/\(database)\(requiresTLS ? "?sslmode=require" : "")"
    }
}
