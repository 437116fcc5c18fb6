import Testing

@testable import BaluchonCore

@Suite("Engines' maneuvers mapped to one vocabulary")
struct ManeuverMappingTests {
    @Test(
        "OSRM step types and modifiers",
        arguments: [
            ("depart", nil, nil, 90, Maneuver.depart(heading: .east)),
            ("turn", "left", nil, nil, .turn(.left)),
            ("turn", "sharp right", nil, nil, .turn(.sharpRight)),
            ("turn", "uturn", nil, nil, .uTurn),
            ("continue", "straight", nil, nil, .goStraight),
            ("end of road", "slight left", nil, nil, .turn(.slightLeft)),
            ("new name", "straight", nil, nil, .nameChange),
            ("merge", "slight right", nil, nil, .merge(.right)),
            ("on ramp", "left", nil, nil, .ramp(.left)),
            ("off ramp", "slight right", nil, nil, .exit(.right)),
            ("fork", "slight left", nil, nil, .keep(.left)),
            ("roundabout", "right", 3, nil, .roundabout(exit: 3)),
            ("rotary", nil, nil, nil, .roundabout(exit: 1)),
            ("arrive", "left", nil, nil, .arrive(.left)),
            ("arrive", nil, nil, nil, .arrive(nil)),
        ] as [(String, String?, Int?, Int?, Maneuver)])
    func osrm(type: String, modifier: String?, exit: Int?, bearing: Int?, expected: Maneuver) {
        #expect(Maneuver(osrmType: type, modifier: modifier, exit: exit, bearingAfter: bearing) == expected)
    }

    @Test("Leaving an OSRM roundabout needs no instruction of its own")
    func osrmRoundaboutExit() {
        #expect(Maneuver(osrmType: "exit roundabout", modifier: "right", exit: 2, bearingAfter: nil) == nil)
    }

    @Test(
        "Valhalla maneuver types",
        arguments: [
            (1, nil, 180, Maneuver.depart(heading: .south)), (4, nil, nil, .arrive(nil)), (6, nil, nil, .arrive(.left)),
            (7, nil, nil, .nameChange), (8, nil, nil, .goStraight), (9, nil, nil, .turn(.slightRight)), (10, nil, nil, .turn(.right)),
            (11, nil, nil, .turn(.sharpRight)), (12, nil, nil, .uTurn), (14, nil, nil, .turn(.sharpLeft)), (15, nil, nil, .turn(.left)),
            (16, nil, nil, .turn(.slightLeft)), (18, nil, nil, .ramp(.right)), (21, nil, nil, .exit(.left)), (24, nil, nil, .keep(.left)),
            (26, 2, nil, .roundabout(exit: 2)), (28, nil, nil, .ferry), (38, nil, nil, .merge(.left)),
        ] as [(Int, Int?, Int?, Maneuver)])
    func valhalla(type: Int, exit: Int?, heading: Int?, expected: Maneuver) {
        #expect(Maneuver(valhallaType: type, roundaboutExit: exit, beginHeading: heading) == expected)
    }

    @Test("Valhalla types told elsewhere", arguments: [0, 27, 30, 31, 36])
    func valhallaSkipped(type: Int) {
        #expect(Maneuver(valhallaType: type, roundaboutExit: nil, beginHeading: nil) == nil)
    }

    @Test(
        "Heading changes become turns",
        arguments: [(5.0, nil), (30.0, TurnDirection.slightRight), (-90.0, .left), (170.0, .sharpRight), (-200.0, .sharpRight)]
            as [(Double, TurnDirection?)])
    func headingChange(degrees: Double, expected: TurnDirection?) {
        #expect(TurnDirection(headingChange: degrees) == expected)
    }
}
