import BaluchonCore
import CRoutino
import Foundation

/// Reads the list of points Routino gives for a route (every node, with its kind, turn, bearing and
/// the name of the way that follows) into a ``RoadRoute`` with one maneuver per instruction.
struct RoutinoOutputReader {
    /// What Routino's English translation puts in place of a missing name: a way with none is told with none.
    static let unnamedWays: Set<String> = [
        "motorway", "trunk road", "primary road", "secondary road", "tertiary road", "unclassified road", "residential road",
        "service road", "track", "cycleway", "path", "steps", "ferry", "Roundabout",
    ]

    var mode: TravelMode

    func read(_ output: UnsafeMutablePointer<Routino_Output>) -> RoadRoute {
        var geometry: [[Double]] = []
        var maneuvers: [RoadRoute.Maneuver] = []
        var roundabout: (index: Int, exitsPassed: Int)?
        var previousName: String?
        var distance = 0.0
        var duration = 0.0
        var cursor: UnsafeMutablePointer<Routino_Output>? = output
        while let point = cursor?.pointee {
            defer { cursor = point.next }
            let latitude = Double(point.lat) * 180 / .pi
            let longitude = Double(point.lon) * 180 / .pi
            geometry.append([longitude, latitude])
            distance = Double(point.dist) * 1000
            // Routino's list gives minutes here, though its header says seconds (its own text output agrees: minutes).
            duration = Double(point.time) * 60
            let name = point.name.map { String(cString: $0) }.flatMap { Self.unnamedWays.contains($0) ? nil : $0 }
            func add(_ maneuver: Maneuver) {
                maneuvers.append(
                    .init(
                        step: GuidanceStep(maneuver, street: name), latitude: latitude, longitude: longitude, distanceFromStart: distance,
                        timeFromStart: duration))
            }
            switch Int32(point.type) {
            case ROUTINO_POINT_WAYPOINT where maneuvers.isEmpty:
                add(.depart(heading: CompassPoint(degrees: Int(point.bearing))))
            case ROUTINO_POINT_WAYPOINT where point.next == nil:
                maneuvers.append(
                    .init(
                        step: GuidanceStep(.arrive(nil)), latitude: latitude, longitude: longitude, distanceFromStart: distance,
                        timeFromStart: duration))
            case ROUTINO_POINT_RB_ENTRY:
                roundabout = (maneuvers.count, 0)
                add(.roundabout(exit: 1))
            case ROUTINO_POINT_RB_NOT_EXIT:
                roundabout?.exitsPassed += 1
            case ROUTINO_POINT_RB_EXIT:
                if let entry = roundabout {
                    maneuvers[entry.index].step = GuidanceStep(.roundabout(exit: entry.exitsPassed + 1), street: name)
                }
                roundabout = nil
            case ROUTINO_POINT_UTURN:
                add(.uTurn)
            case ROUTINO_POINT_JUNCT_IMPORT, ROUTINO_POINT_MINI_RB:
                if let direction = TurnDirection(headingChange: Double(point.turn)) {
                    add(.turn(direction))
                } else if let name, name != previousName {
                    // Straight on into a newly named way; straight on along nameless paths says nothing.
                    add(.nameChange)
                }
            default:
                break
            }
            if point.type != ROUTINO_POINT_UNIMPORTANT, let name { previousName = name }
        }
        return RoadRoute(mode: mode, distance: distance, duration: duration, geometry: geometry, maneuvers: maneuvers)
    }
}
