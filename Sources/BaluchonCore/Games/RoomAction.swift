/// What a player asks of a room; ``GameRoom/applying(_:at:playerLimit:dice:)`` holds it to the rules.
public enum RoomAction: Sendable, Equatable {
    /// A phone comes in, or back as the player its token names.
    case join(RoomArrival)
    case roll(player: String, RoomRollRequest)
    /// A party tool, its chance drawn like a roll's from the player's seed.
    case party(player: String, PartyRequest, playerSeed: String)
    /// Game master only: closes the room and reveals its seed.
    case close(player: String)
}
