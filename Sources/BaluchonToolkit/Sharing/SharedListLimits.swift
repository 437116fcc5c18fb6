import Foundation

/// How much published lists may take on the server, each and all together, and how long an unread
/// one is kept. Anyone may publish, so every bound is the server's, not the publisher's.
public struct SharedListLimits: Sendable, Equatable {
    public static let maximumPlaces = 5_000
    public static let maximumTitle = 200
    /// Characters of a place's name, note and group.
    public static let maximumName = 200
    public static let maximumNote = 2_000
    public static let maximumGroup = 100
    /// A list's title and places as stored (JSON), in bytes.
    public static let maximumBytes = 1 << 20
    /// How often a read moves a list's last-read date: a read a day keeps it, without a write per read.
    static let readResolution: TimeInterval = 86_400

    /// All lists together, in bytes.
    public var quotaBytes: Int
    /// A list nobody has read for this long is forgotten.
    public var idleLifetime: TimeInterval

    public init(quotaBytes: Int = 256 << 20, idleLifetime: TimeInterval = 180 * 86_400) {
        self.quotaBytes = quotaBytes
        self.idleLifetime = idleLifetime
    }
}
