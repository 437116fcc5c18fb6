import Foundation

extension GameRoom {
    /// The room after `action`, done at `date`, or the rule that refuses it. Nothing is saved or sent
    /// here, and no chance is drawn but from `dice`: the generator of a roll or party tool, given the
    /// event's number and the player's seed (the room's fair dice on the server).
    public func applying<Dice: RandomNumberGenerator>(
        _ action: RoomAction, at date: Date, playerLimit: Int, dice: (_ sequence: Int, _ playerSeed: String) -> Dice
    ) throws(RoomError) -> RoomTransition {
        switch action {
        case .join(let arrival): try joining(arrival, at: date, playerLimit: playerLimit)
        case .roll(let id, let request): try rolling(request, by: id, at: date, dice: dice)
        case .party(let id, let request, let playerSeed):
            try using(request, by: id, playerSeed: playerSeed, at: date, dice: dice)
        case .close(let id): try closing(by: id, at: date)
        }
    }

    /// A newcomer joins, as game master when they hold the master token and the room has none;
    /// a player's token brings that player back, whatever name was typed, even to a closed room.
    private func joining(_ arrival: RoomArrival, at date: Date, playerLimit: Int) throws(RoomError) -> RoomTransition {
        if let token = arrival.token, let player = players.first(where: { $0.token == token }) {
            return RoomTransition(room: self, player: player)
        }
        let name = try RoomRules.checkedName(arrival.name)
        guard RoomRules.isColour(arrival.colour) else { throw .badColour }
        guard !closed else { throw .closed }
        guard players.count < playerLimit else { throw .full(limit: playerLimit) }
        let key = PlayerName.key(name)
        guard !players.contains(where: { PlayerName.key($0.name) == key }) else { throw .nameTaken(name: name) }
        let player = RoomPlayer(
            id: arrival.newID, name: name, colour: arrival.colour.lowercased(), token: arrival.newToken,
            master: arrival.token == masterToken && !players.contains(where: \.master))
        var room = self
        room.players.append(player)
        return room.recording(RoomEvent(sequence: lastSequence + 1, kind: .joined, player: player.publicView, at: date), by: player)
    }

    /// A roll: secret (`master`) and private rolls are the game master's, a private one names a
    /// player of the room. A roll whose dice lead to an error is recorded with its `failure`.
    private func rolling<Dice: RandomNumberGenerator>(
        _ request: RoomRollRequest, by id: String, at date: Date, dice: (Int, String) -> Dice
    ) throws(RoomError) -> RoomTransition {
        let player = try acting(id, playerSeed: request.playerSeed)
        if request.visibility != .all && !player.master { throw .notMaster }
        if request.visibility == .private {
            guard let to = request.to, self.player(to) != nil else { throw .unknownPlayer }
        }
        let sequence = lastSequence + 1
        var event = RoomEvent(sequence: sequence, kind: .roll, player: player.publicView, at: date)
        event.expression = request.expression
        event.playerSeed = request.playerSeed
        event.visibility = request.visibility
        event.to = request.visibility == .private ? request.to : nil
        var roller = DiceRoller(generator: dice(sequence, request.playerSeed))
        do {
            event.rolls = try roller.roll(request.program).listed()
        } catch {
            event.failure = error.code.rawValue
            return recording(event, by: player, rollFailure: error)
        }
        return recording(event, by: player)
    }

    private func closing(by id: String, at date: Date) throws(RoomError) -> RoomTransition {
        guard let player = player(id) else { throw .unknownPlayer }
        guard player.master else { throw .notMaster }
        guard !closed else { throw .closed }
        var event = RoomEvent(sequence: lastSequence + 1, kind: .closed, player: player.publicView, at: date)
        event.seed = seed
        var room = self
        room.closed = true
        return room.recording(event, by: player)
    }

    /// The player `id`, rolling or using a tool with `playerSeed` in a room still open.
    func acting(_ id: String, playerSeed: String) throws(RoomError) -> RoomPlayer {
        guard !closed else { throw .closed }
        guard let player = player(id) else { throw .unknownPlayer }
        guard RoomRules.isSeed(playerSeed) else { throw .badSeed }
        return player
    }

    /// This room with `event` added, the room's last activity at its time.
    func recording(_ event: RoomEvent, by player: RoomPlayer, rollFailure: DiceError? = nil) -> RoomTransition {
        var room = self
        room.events.append(event)
        room.lastActivity = event.at
        return RoomTransition(room: room, event: event, player: player, rollFailure: rollFailure)
    }
}
