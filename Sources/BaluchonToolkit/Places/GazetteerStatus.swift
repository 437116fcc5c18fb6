import Foundation

/// What the gazetteer in use holds, for `baluchon data status`.
public struct GazetteerStatus: Sendable, Codable, Equatable {
    public var places: Int
    /// Searchable names and words.
    public var names: Int
    public var countries: Int
    public var source: String
    public var builtAt: Date
    /// Whether imported data replaces the built-in gazetteer.
    public var imported: Bool
    /// Where imported data is kept.
    public var directory: String
}
