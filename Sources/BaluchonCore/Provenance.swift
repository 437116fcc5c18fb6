import Foundation

/// Where a value came from and how fresh it is: carried by every answer Baluchon gives.
public struct Provenance: Sendable, Codable, Equatable {
    /// Identifier of the provider that produced the value (`ecb`, `fixer`, `embedded`…).
    public var source: String
    /// When the provider produced it (not when it was read from a cache).
    public var fetchedAt: Date
    /// True when the value is older than its capability's freshness limit.
    public var stale: Bool
    /// Optional remark for people, such as "served from cache after every provider failed".
    public var note: String?

    public init(source: String, fetchedAt: Date, stale: Bool = false, note: String? = nil) {
        self.source = source
        self.fetchedAt = fetchedAt
        self.stale = stale
        self.note = note
    }
}

/// A value together with its provenance.
public struct Sourced<Value: Sendable>: Sendable {
    public var value: Value
    public var provenance: Provenance

    public init(_ value: Value, provenance: Provenance) {
        self.value = value
        self.provenance = provenance
    }

    /// The same provenance around another value.
    public func map<Other: Sendable>(_ transform: (Value) throws -> Other) rethrows -> Sourced<Other> {
        Sourced<Other>(try transform(value), provenance: provenance)
    }
}

extension Sourced: Encodable where Value: Encodable {}

extension Sourced: Decodable where Value: Decodable {}

extension Sourced: Equatable where Value: Equatable {}
