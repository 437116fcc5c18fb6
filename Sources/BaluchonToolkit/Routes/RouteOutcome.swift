import BaluchonCore
import Foundation

/// A route as the API and CLI give it: the route, the engine that computed it and its data's date.
public struct RouteOutcome: Sendable {
    public var route: RoadRoute
    /// `routino` offline, or the online engine (`osrm`, `valhalla`).
    public var engine: String
    /// The imported region whose data served, when offline.
    public var region: String?
    /// When the map data was taken (the region's extract), when known.
    public var dataDate: Date?
    public var provenance: Provenance
    /// With mode `any`: every mode that could serve, fastest first (the route is the first).
    public var comparison: [ModeOption]

    /// One mode's result, for the comparison of mode `any`.
    public struct ModeOption: Sendable, Equatable {
        public var mode: TravelMode
        public var distance: Double
        public var duration: Double
    }
}
