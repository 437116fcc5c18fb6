/// What an action did to a room, for the caller to save and tell the players.
public struct RoomTransition: Sendable, Equatable {
    /// The room after the action, its event added.
    public var room: GameRoom
    /// The event the action added; none when a player only came back with their token.
    public var event: RoomEvent?
    /// Who acted; after a join, the player who came in or back, with the token that brings them back.
    public var player: RoomPlayer
    /// Why a roll's dice led to an error (`1/(1d20-20)` when the d20 shows 20): the roll is recorded
    /// in `event` all the same and takes its number, so that no failure tells of a die still to come.
    public var rollFailure: DiceError?
}
