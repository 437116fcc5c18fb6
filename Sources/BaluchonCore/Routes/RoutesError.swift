/// Why a route could not be given, in words a traveller understands.
public enum RoutesError: TravellerError, Equatable {
    case samePoints
    case noRoute(mode: TravelMode)
    /// No road or path near one end ("start" or "destination").
    case noRoadNear(end: RouteEnd)
    case outsideRegions
    case engineFailed(detail: String)
    /// An end given by name or place id that no known place answers.

    public enum RouteEnd: String, Sendable, Equatable {
        case start, destination
    }

    public var code: ErrorCode {
        switch self {
        case .samePoints: .samePoints
        case .noRoute: .noRoute
        case .noRoadNear: .noRoadNear
        case .outsideRegions: .outsideRegions
        case .engineFailed: .routingFailed
        }
    }

    public var kind: FailureKind {
        switch self {
        case .samePoints, .noRoadNear: .badInput
        case .noRoute, .outsideRegions: .notFound
        case .engineFailed: .internal
        }
    }

    public var message: LocalizedText {
        switch self {
        case .samePoints:
            LocalizedText("error.same_points.message")
        case .noRoute(let mode):
            LocalizedText("error.no_route.message.mode", ["mode": .localized(LocalizedText("error.no_route.mode.\(mode.rawValue)"))])
        case .noRoadNear(let end):
            end == .start
                ? LocalizedText("error.no_road_near.message")
                : LocalizedText("error.no_road_near.message.noRoadNear")
        case .outsideRegions:
            LocalizedText("error.outside_regions.message")
        case .engineFailed(let detail):
            LocalizedText("error.routing_failed.message", ["detail": "\(detail)"])
        }
    }

    public var hint: LocalizedText? {
        switch self {
        case .samePoints: LocalizedText("error.same_points.hint")
        case .noRoute: LocalizedText("error.no_route.hint")
        case .noRoadNear: LocalizedText("error.no_road_near.hint")
        case .outsideRegions:
            LocalizedText("error.outside_regions.hint.traveller")
        case .engineFailed: nil
        }
    }

    public var commandHint: LocalizedText? {
        self == .outsideRegions ? LocalizedText("error.outside_regions.hint") : nil
    }
}
