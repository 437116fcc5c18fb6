import Foundation

/// Bounds on rooms, so that no room or player can take the server from the others.
public struct RoomLimits: Sendable {
    public var players = 50
    /// Events kept per room; a room that reaches it must be closed and a new one opened.
    public var events = 2_000
    /// A room with no activity for this long is forgotten.
    public var idleLifetime: TimeInterval = 24 * 3600
    /// Bytes in one WebSocket message.
    public var messageBytes = 4_096
    /// Messages a connection may send in a burst, then per second.
    public var burst = 10
    public var perSecond = 5.0

    public init() {}
}
