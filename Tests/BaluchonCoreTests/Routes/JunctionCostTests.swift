import BaluchonCore
import Testing

@Suite("Junction and turn costs of a car route")
struct JunctionCostTests {
    static func maneuver(_ maneuver: Maneuver, at metres: Double, seconds: Double) -> RoadRoute.Maneuver {
        .init(step: GuidanceStep(maneuver), latitude: 43.7, longitude: 7.4, distanceFromStart: metres, timeFromStart: seconds)
    }

    static let route = RoadRoute(
        mode: .car, distance: 850, duration: 49, geometry: [[7.4, 43.7], [7.41, 43.71]],
        maneuvers: [
            maneuver(.depart(heading: .north), at: 0, seconds: 0),
            maneuver(.turn(.left), at: 44, seconds: 3),
            maneuver(.roundabout(exit: 2), at: 400, seconds: 24),
            maneuver(.nameChange, at: 600, seconds: 36),
            maneuver(.turn(.slightRight), at: 700, seconds: 42),
            maneuver(.arrive(nil), at: 850, seconds: 49),
        ])

    @Test("Each maneuver delays itself and everything after it")
    func cumulative() {
        let timed = JunctionCost.applied(to: Self.route)
        #expect(timed.maneuvers.map(\.timeFromStart) == [0, 10, 41, 55, 64, 71])
        #expect(timed.duration == 71)
        #expect(timed.maneuvers.map(\.distanceFromStart) == Self.route.maneuvers.map(\.distanceFromStart))
        #expect(timed.geometry == Self.route.geometry)
    }

    @Test("Sharper turns cost more; departing and arriving cost nothing")
    func ordering() {
        let costs = [Maneuver.goStraight, .turn(.slightLeft), .turn(.right), .turn(.sharpLeft), .uTurn].map(JunctionCost.seconds(at:))
        #expect(costs == costs.sorted() && Set(costs).count == costs.count)
        #expect(JunctionCost.seconds(at: .depart(heading: nil)) == 0 && JunctionCost.seconds(at: .arrive(.left)) == 0)
        #expect(JunctionCost.seconds(at: .turn(.left)) == JunctionCost.seconds(at: .turn(.right)))
    }

    @Test("A route with no maneuver between its ends keeps its time")
    func straightRoute() {
        let route = RoadRoute(
            mode: .car, distance: 100, duration: 8, geometry: [],
            maneuvers: [Self.maneuver(.depart(heading: nil), at: 0, seconds: 0), Self.maneuver(.arrive(nil), at: 100, seconds: 8)])
        #expect(JunctionCost.applied(to: route) == route)
    }
}
