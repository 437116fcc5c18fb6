extension Maneuver {
    /// The maneuver of one Valhalla `/route` maneuver (`type`, `roundabout_exit_count`,
    /// `begin_heading`); nil for types with no instruction of their own (leaving a roundabout, and
    /// transit types, which the journey's legs tell).
    public init?(valhallaType type: Int, roundaboutExit: Int?, beginHeading: Int?) {
        switch type {
        case 1, 2, 3: self = .depart(heading: beginHeading.map(CompassPoint.init(degrees:)))
        case 4: self = .arrive(nil)
        case 5: self = .arrive(.right)
        case 6: self = .arrive(.left)
        case 7: self = .nameChange
        case 8, 22, 29: self = .goStraight
        case 9: self = .turn(.slightRight)
        case 10: self = .turn(.right)
        case 11: self = .turn(.sharpRight)
        case 12, 13: self = .uTurn
        case 14: self = .turn(.sharpLeft)
        case 15: self = .turn(.left)
        case 16: self = .turn(.slightLeft)
        case 17: self = .ramp(nil)
        case 18: self = .ramp(.right)
        case 19: self = .ramp(.left)
        case 20: self = .exit(.right)
        case 21: self = .exit(.left)
        case 23: self = .keep(.right)
        case 24: self = .keep(.left)
        case 25: self = .merge(nil)
        case 26: self = .roundabout(exit: max(1, roundaboutExit ?? 1))
        case 28: self = .ferry
        case 37: self = .merge(.right)
        case 38: self = .merge(.left)
        default: return nil
        }
    }
}
