import BaluchonCore
import BaluchonProviders
import Foundation

extension RoutesService {
    /// A public transport journey as a route, with its legs: on an imported feed serving both ends, else
    /// from the online planner (Transitous) when one is configured.
    func transitRoute(from start: Coordinate, to end: Coordinate, departure: DepartureTime) async throws -> RouteOutcome {
        let journey: TransitJourney
        do {
            journey = try transit.journey(from: start, to: end, departure: departure, now: now())
        } catch {
            guard error == .noFeedCovering, onlineTransit.providers.contains(where: \.descriptor.state.isConfigured) else { throw error }
            return try await onlineJourney(from: start, to: end, departure: departure)
        }
        let importedAt = transit.library.importedAt(journey.feed) ?? journey.departure
        return RouteOutcome(
            route: journey.route, engine: "gtfs", region: journey.feed, dataDate: importedAt,
            provenance: Provenance(source: "gtfs", fetchedAt: importedAt), comparison: [], journey: journey)
    }

    /// The journey from the online planner; a wall-clock departure is read in the start's time zone,
    /// in which the journey's clocks are told too.
    func onlineJourney(from start: Coordinate, to end: Coordinate, departure: DepartureTime) async throws -> RouteOutcome {
        let zone = await timeZone(start).flatMap(TimeZone.init(identifier:)) ?? .gmt
        let request = JourneyRequest(from: start, to: end, departure: departure.instant(in: zone, now: now()), timeZone: zone.identifier)
        let answer = try await onlineTransit.value(for: request, cacheKey: request.cacheKey)
        guard case .journey(let journey) = answer.value else { throw TransitError.noJourney }
        return RouteOutcome(
            route: journey.route, engine: answer.provenance.source, region: nil, dataDate: nil, provenance: answer.provenance,
            comparison: [], journey: journey)
    }

    /// The public transport route, or why there is none, for the comparison of `any`.
    func transitAttempt(from start: Coordinate, to end: Coordinate, departure: DepartureTime) async -> Result<RouteOutcome, any Error> {
        do {
            return .success(try await transitRoute(from: start, to: end, departure: departure))
        } catch {
            return .failure(error)
        }
    }
}
