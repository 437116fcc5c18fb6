/// The time a car loses where the route does something at a junction: slowing for a turn, giving way,
/// going round a roundabout. Routino times a route from way speeds alone, so its car routes get these
/// seconds added at each of their maneuvers (online engines already count turns).
public enum JunctionCost {
    /// Seconds lost at one maneuver.
    public static func seconds(at maneuver: Maneuver) -> Double {
        switch maneuver {
        case .depart, .arrive, .ferry, .board, .alight: 0
        case .goStraight, .nameChange: 2
        case .turn(let direction):
            switch direction {
            case .slightLeft, .slightRight: 3
            case .left, .right: 7
            case .sharpLeft, .sharpRight: 10
            }
        case .keep, .merge, .ramp, .exit: 3
        case .roundabout: 10
        case .uTurn: 20
        }
    }

    /// The route with each maneuver's cost added: every maneuver from it on is reached that much later.
    public static func applied(to route: RoadRoute) -> RoadRoute {
        var added = 0.0
        var timed = route
        for index in timed.maneuvers.indices {
            added += seconds(at: timed.maneuvers[index].step.maneuver)
            timed.maneuvers[index].timeFromStart += added
        }
        timed.duration += added
        return timed
    }
}
