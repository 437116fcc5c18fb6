extension Maneuver {
    /// The maneuver of one OSRM `route/v1` step (`maneuver.type`, `maneuver.modifier`, `maneuver.exit`,
    /// `maneuver.bearing_after`); nil for steps that need no instruction of their own (leaving a
    /// roundabout, already told by the roundabout's exit number).
    public init?(osrmType type: String, modifier: String?, exit: Int?, bearingAfter: Int?) {
        let side = modifier.flatMap(Self.side(inModifier:))
        switch type {
        case "depart": self = .depart(heading: bearingAfter.map(CompassPoint.init(degrees:)))
        case "arrive": self = .arrive(side)
        case "new name", "notification": self = .nameChange
        case "merge": self = .merge(side)
        case "on ramp": self = .ramp(side)
        case "off ramp": self = .exit(side)
        case "fork": self = .keep(side ?? .right)
        case "roundabout", "rotary": self = .roundabout(exit: max(1, exit ?? 1))
        case "exit roundabout", "exit rotary": return nil
        default: self = Self.turning(modifier)
        }
    }

    /// "turn", "continue", "end of road", "roundabout turn" and types OSRM may add later: the modifier says it.
    static func turning(_ modifier: String?) -> Maneuver {
        switch modifier {
        case "uturn": .uTurn
        case "sharp left": .turn(.sharpLeft)
        case "left": .turn(.left)
        case "slight left": .turn(.slightLeft)
        case "sharp right": .turn(.sharpRight)
        case "right": .turn(.right)
        case "slight right": .turn(.slightRight)
        default: .goStraight
        }
    }

    static func side(inModifier modifier: String) -> Side? {
        if modifier.hasSuffix("left") { return .left }
        if modifier.hasSuffix("right") { return .right }
        return nil
    }
}
