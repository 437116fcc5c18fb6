import BaluchonCore

/// A road route asked of an online engine.
public struct RouteRequest: Sendable, Equatable {
    public var from: Coordinate
    public var to: Coordinate
    public var mode: TravelMode
    public var preference: RoutePreference

    public init(from: Coordinate, to: Coordinate, mode: TravelMode, preference: RoutePreference) {
        self.from = from
        self.to = to
        self.mode = mode
        self.preference = preference
    }

    /// The cache key: points to six decimals (about 10 cm), mode and preference.
    public var cacheKey: String {
        func format(_ value: Double) -> String { String(format: "%.6f", value) }
        return [format(from.latitude), format(from.longitude), format(to.latitude), format(to.longitude), mode.rawValue, preference.rawValue]
            .joined(separator: ",")
    }
}

/// An engine's answer: a route, or its word that none exists (a real answer, cached like a route).
public enum RouteAnswer: Sendable, Equatable, Codable {
    case route(RoadRoute)
    case noRoute
}
