/// A player of a room as the server keeps them, with the token that brings them back.
public struct RoomPlayer: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    /// `#rrggbb`.
    public var colour: String
    /// Lets the same phone come back as the same player after losing the connection.
    public var token: String
    public var master: Bool

    public init(id: String, name: String, colour: String, token: String, master: Bool) {
        self.id = id
        self.name = name
        self.colour = colour
        self.token = token
        self.master = master
    }

    /// What other players may see of this player.
    public var publicView: PublicPlayer { PublicPlayer(id: id, name: name, colour: colour, master: master) }
}

/// What every player of a room sees of a player.
public struct PublicPlayer: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var colour: String
    public var master: Bool

    public init(id: String, name: String, colour: String, master: Bool) {
        self.id = id
        self.name = name
        self.colour = colour
        self.master = master
    }
}
