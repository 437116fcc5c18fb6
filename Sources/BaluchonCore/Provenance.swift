import Foundation

/// Where a value came from and how fresh it is: carried by every answer Baluchon gives.
public struct Provenance: Sendable, Codable, Equatable {
    /// Identifier of the provider that produced the value (`ecb`, `fixer`, `embedded`…).
    public var source: String
    /// When the provider produced it (not when it was read from a cache).
    public var fetchedAt: Date
    /// True when the value is older than its capability's freshness limit.
    public var stale: Bool
    /// Optional remark for people, such as "served from cache after every provider failed": kept as words to
    /// tell in each reader's language; JSON gets it as text in the encoder's ``CodingUserInfoKey/uiLanguage``.
    public var note: LocalizedText?

    public init(source: String, fetchedAt: Date, stale: Bool = false, note: LocalizedText? = nil) {
        self.source = source
        self.fetchedAt = fetchedAt
        self.stale = stale
        self.note = note
    }

    private enum CodingKeys: String, CodingKey {
        case source, fetchedAt, stale, note
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        source = try container.decode(String.self, forKey: .source)
        fetchedAt = try container.decode(Date.self, forKey: .fetchedAt)
        stale = try container.decode(Bool.self, forKey: .stale)
        note = try container.decodeIfPresent(String.self, forKey: .note).map(LocalizedText.verbatim)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(fetchedAt, forKey: .fetchedAt)
        try container.encode(stale, forKey: .stale)
        try container.encodeIfPresent(note?.text(in: encoder.userInfo[.uiLanguage] as? UILanguage ?? .en), forKey: .note)
    }
}

extension CodingUserInfoKey {
    /// The interface language an encoder writes texts for people in (a provenance's note); English without it.
    public static let uiLanguage = CodingUserInfoKey(rawValue: "baluchon.uiLanguage")!
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
