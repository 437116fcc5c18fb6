import Foundation

extension GameRoom {
    /// A party tool, within ``RoomRules``' bounds: roles are the game master's to deal; a player
    /// marks their own score, only the game master another's.
    func using<Dice: RandomNumberGenerator>(
        _ request: PartyRequest, by id: String, playerSeed: String, at date: Date, dice: (Int, String) -> Dice
    ) throws(RoomError) -> RoomTransition {
        let player = try acting(id, playerSeed: playerSeed)
        let sequence = lastSequence + 1
        var generator = dice(sequence, playerSeed)
        var event = RoomEvent(sequence: sequence, kind: .party, player: player.publicView, at: date)
        event.party = try outcome(of: request, by: player, at: date, using: &generator)
        return recording(event, by: player)
    }

    private func outcome(
        of request: PartyRequest, by player: RoomPlayer, at date: Date, using dice: inout some RandomNumberGenerator
    ) throws(RoomError) -> PartyOutcome {
        let ids = players.map(\.id)
        var outcome: PartyOutcome
        switch request {
        case .coin:
            outcome = PartyOutcome(tool: .coin)
            outcome.heads = PartyTools.coin(using: &dice)
        case .start:
            outcome = PartyOutcome(tool: .start)
            outcome.order = PartyTools.shuffled(ids, using: &dice)
        case .teams(let count):
            guard RoomRules.teams.contains(count) else { throw .badPartyRequest }
            outcome = PartyOutcome(tool: .teams)
            outcome.teams = PartyTools.teams(ids, count: count, using: &dice)
        case .shuffle:
            outcome = PartyOutcome(tool: .shuffle)
            outcome.cardsLeft = PartyTools.deck.count
        case .draw(let count):
            let left = deckLeft
            guard RoomRules.cardsPerDraw.contains(count), count <= left.count else { throw .deckEmpty(left: left.count) }
            outcome = PartyOutcome(tool: .draw)
            outcome.cards = Array(PartyTools.shuffled(left, using: &dice).prefix(count))
            outcome.cardsLeft = left.count - count
        case .roles(let roles):
            guard player.master else { throw .notMaster }
            let clean = roles.map { $0.trimmingCharacters(in: .whitespaces) }
            guard RoomRules.roles.contains(clean.count), clean.allSatisfy({ RoomRules.roleLength.contains($0.count) }) else {
                throw .badPartyRequest
            }
            outcome = PartyOutcome(tool: .roles)
            outcome.roles = Dictionary(uniqueKeysWithValues: PartyTools.deal(clean, to: ids, using: &dice))
        case .score(let target, let delta):
            guard self.player(target) != nil else { throw .unknownPlayer }
            guard target == player.id || player.master else { throw .notMaster }
            guard RoomRules.scoreChange.contains(delta) else { throw .badPartyRequest }
            outcome = PartyOutcome(tool: .score)
            outcome.player = target
            outcome.delta = delta
        case .timer(let seconds):
            guard RoomRules.timerSeconds.contains(seconds) else { throw .badPartyRequest }
            outcome = PartyOutcome(tool: .timer)
            outcome.seconds = seconds
            outcome.endsAt = date.addingTimeInterval(TimeInterval(seconds))
        }
        return outcome
    }

    /// The cards not drawn since the last shuffle (or the room's start).
    var deckLeft: [String] {
        var drawn = Set<String>()
        for event in events {
            guard let party = event.party else { continue }
            if party.tool == .shuffle { drawn = [] }
            drawn.formUnion(party.cards ?? [])
        }
        return PartyTools.deck.filter { !drawn.contains($0) }
    }
}
