import BaluchonCore
import Foundation

/// A route as the API and CLI give it: the route, the engine that computed it and its data's date;
/// for public transport, the journey's legs too.
public struct RouteOutcome: Sendable {
    public var route: RoadRoute
    /// `routino` offline, `gtfs` for an imported transit feed, or the online engine (`osrm`, `valhalla`).
    public var engine: String
    /// The imported region (or transit feed) whose data served, when offline.
    public var region: String?
    /// When the map data was taken (the region's extract), when known.
    public var dataDate: Date?
    public var provenance: Provenance
    /// With mode `any`: every mode that could serve, fastest first (the route is the first).
    public var comparison: [ModeOption]
    /// With mode `any`: the modes that could not be compared, each with why (transit with no feed
    /// covering the points and no network for the online planner, a mode with no way between them).
    public var unavailable: [UnavailableMode] = []
    /// With mode `transit` (or `any` when public transport is fastest): the journey leg by leg.
    public var journey: TransitJourney? = nil

    /// One mode's result, for the comparison of mode `any`.
    public struct ModeOption: Sendable, Equatable {
        public var mode: TravelMode
        public var distance: Double
        public var duration: Double
    }

    /// A mode `any` could not compare, and why.
    public struct UnavailableMode: Sendable {
        public var mode: TravelMode
        public var reason: any TravellerError
    }
}
