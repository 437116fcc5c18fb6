/// What the traveller does at one point of a route, whatever engine computed it.
///
/// OSRM's step types, Valhalla's maneuver types, Routino's turns and a transit journey's legs all
/// map onto these cases, so one writer turns every route into sentences.
public enum Maneuver: Sendable, Equatable, Codable {
    /// The start, heading towards a point of the compass when known.
    case depart(heading: CompassPoint?)
    case turn(TurnDirection)
    /// Go on along the same road, or straight through a junction.
    case goStraight
    /// The road changes its name with no turn ("continue onto …").
    case nameChange
    case uTurn
    /// Enter a roundabout and leave it by the numbered exit (1 = the first).
    case roundabout(exit: Int)
    case merge(Side?)
    /// Take a ramp onto a larger road.
    case ramp(Side?)
    /// Leave a larger road by an exit.
    case exit(Side?)
    /// Keep to one side where the road forks.
    case keep(Side)
    case ferry
    case arrive(Side?)
    /// Get on a transit vehicle.
    case board(line: String, headsign: String?, stop: String)
    /// Get off a transit vehicle after a number of stops.
    case alight(stop: String, stops: Int)
}

/// One instruction of a route: the maneuver and the street it leads onto, if it has a name.
public struct GuidanceStep: Sendable, Equatable, Codable {
    public var maneuver: Maneuver
    public var street: String?

    public init(_ maneuver: Maneuver, street: String? = nil) {
        self.maneuver = maneuver
        let trimmed = street?.trimmingCharacters(in: .whitespacesAndNewlines)
        self.street = (trimmed?.isEmpty ?? true) ? nil : trimmed
    }
}
