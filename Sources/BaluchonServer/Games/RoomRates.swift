import BaluchonToolkit

/// The message rates of players and rooms across all their connections here, so that opening more
/// sockets with one player's token (or more players in one room) buys no more than the limits.
actor RoomRates {
    private let limits: RoomLimits
    private let now: @Sendable () -> ContinuousClock.Instant
    private var players: [String: TokenBucket] = [:]
    private var rooms: [String: TokenBucket] = [:]
    private var takes = 0

    /// `now` tells the time buckets refill by (the server's per-client limits' clock).
    init(limits: RoomLimits, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        self.limits = limits
        self.now = now
    }

    /// Takes one message from player `player`'s budget and from room `room`'s; false when either is spent.
    func take(player: String, room: String) -> Bool {
        let instant = now()
        takes += 1
        if takes.isMultiple(of: 4_096) { forgetIdle(at: instant) }
        let key = room + " " + player
        var playerBucket = players[key] ?? TokenBucket(capacity: limits.playerBurst, perSecond: limits.playerPerSecond)
        var roomBucket = rooms[room] ?? TokenBucket(capacity: limits.roomBurst, perSecond: limits.roomPerSecond)
        defer {
            players[key] = playerBucket
            rooms[room] = roomBucket
        }
        guard playerBucket.take(at: instant) else { return false }
        return roomBucket.take(at: instant)
    }

    /// Drops the buckets full again: they are as good as new ones.
    private func forgetIdle(at instant: ContinuousClock.Instant) {
        players = players.filter { !$0.value.isFull(at: instant) }
        rooms = rooms.filter { !$0.value.isFull(at: instant) }
    }
}
