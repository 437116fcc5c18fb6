/// How the traveller goes.
public enum TravelMode: String, Sendable, Equatable, Codable, CaseIterable {
    case car, walk, bicycle, transit
    /// Every mode that can serve, compared.
    case any
}

/// What a road route optimises.
public enum RoutePreference: String, Sendable, Equatable, Codable, CaseIterable {
    case fastest, shortest
}
