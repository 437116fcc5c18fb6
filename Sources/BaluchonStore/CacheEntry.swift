import Foundation

/// One cached upstream answer.
public struct CacheEntry: Sendable, Equatable {
    public var key: String
    public var value: Data
    public var source: String
    public var fetchedAt: Date
    public var expiresAt: Date

    public init(key: String, value: Data, source: String, fetchedAt: Date, expiresAt: Date) {
        self.key = key
        self.value = value
        self.source = source
        self.fetchedAt = fetchedAt
        self.expiresAt = expiresAt
    }
}
