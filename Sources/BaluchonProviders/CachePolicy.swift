import Foundation

/// How long a capability's answers are kept and when they count as stale.
public struct CachePolicy: Sendable, Equatable {
    /// How long a cached answer is served without asking upstream.
    public var timeToLive: TimeInterval
    /// Age past which an answer is flagged stale for the person reading it.
    public var staleAfter: TimeInterval

    public init(timeToLive: TimeInterval, staleAfter: TimeInterval) {
        self.timeToLive = timeToLive
        self.staleAfter = staleAfter
    }
}
