import Foundation

/// Bounds on rooms, so that no room or player can take the server from the others.
public struct RoomLimits: Sendable {
    public var players = 50
    /// Events kept per room; a room that reaches it must be closed and a new one opened.
    public var events = 2_000
    /// Bytes of saved events per room (a roll lists at most ``DiceListing/standard``'s dice, so an
    /// event stays within about 32 KB); a room that reaches it must be closed and a new one opened.
    public var eventBytes = 4 << 20
    /// A room with no activity for this long is forgotten.
    public var idleLifetime: TimeInterval = 24 * 3600
    /// Bytes in one WebSocket message.
    public var messageBytes = 4_096
    /// Messages a connection may send in a burst, then per second.
    public var burst = 10
    public var perSecond = 5.0
    /// Messages one player may send across all their connections, in a burst then per second.
    public var playerBurst = 10
    public var playerPerSecond = 5.0
    /// Messages a whole room may take from all its players, in a burst then per second.
    public var roomBurst = 40
    public var roomPerSecond = 20.0
    /// Messages waiting to be written to one phone; a phone that lets more pile up is dropped (it
    /// catches up when it reconnects), so one that stops reading never holds up the others.
    public var queuedMessages = 256
    public var queuedBytes = 8 << 20
    /// Seconds a connection may stay open without joining.
    public var joinWithin: TimeInterval = 30

    public init() {}
}
