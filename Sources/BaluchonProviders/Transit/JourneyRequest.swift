import BaluchonCore
import Foundation

/// A public transport journey asked of an online planner: two points and the instant of leaving.
public struct JourneyRequest: Sendable, Equatable {
    public var from: Coordinate
    public var to: Coordinate
    public var departure: Date
    /// The time zone the journey's clocks are told in (the start's), an IANA name.
    public var timeZone: String

    public init(from: Coordinate, to: Coordinate, departure: Date, timeZone: String) {
        (self.from, self.to, self.departure, self.timeZone) = (from, to, departure, timeZone)
    }

    /// The cache key: points to six decimals (about 10 cm) and the departure to the minute.
    public var cacheKey: String {
        func format(_ value: Double) -> String { String(format: "%.6f", value) }
        let minute = Int((departure.timeIntervalSince1970 / 60).rounded(.down))
        return ["transit", format(from.latitude), format(from.longitude), format(to.latitude), format(to.longitude), String(minute)]
            .joined(separator: ",")
    }
}

/// An online planner's answer: a journey, or its word that none leaves then (a real answer, cached).
public enum JourneyAnswer: Sendable, Equatable, Codable {
    case journey(TransitJourney)
    case noJourney
}
