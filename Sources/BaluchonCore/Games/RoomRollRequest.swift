/// A roll asked for in a room, its notation read on the way in: a mistake in it draws no die and
/// takes no number.
public struct RoomRollRequest: Sendable, Equatable {
    public var expression: String
    public var program: DiceProgram
    /// The roller's own seed, mixed into the dice with the room's.
    public var playerSeed: String
    public var visibility: RoomEvent.Visibility
    /// The player who sees a private roll besides the roller and the game master.
    public var to: String?

    public init(expression: String, playerSeed: String, visibility: RoomEvent.Visibility = .all, to: String? = nil) throws(DiceError) {
        self.expression = expression
        program = try DiceParser.parse(expression)
        self.playerSeed = playerSeed
        self.visibility = visibility
        self.to = to
    }
}
