/// A phone joining a room: the name and colour its player typed, the token it holds (a player's, to
/// come back as them, or the room's master token), and the id and token drawn at random for it,
/// which a newcomer takes.
public struct RoomArrival: Sendable, Equatable {
    public var name: String
    /// `#rrggbb`, in either case.
    public var colour: String
    public var token: String?
    public var newID: String
    public var newToken: String

    public init(name: String, colour: String, token: String?, newID: String, newToken: String) {
        self.name = name
        self.colour = colour
        self.token = token
        self.newID = newID
        self.newToken = newToken
    }
}
