import BaluchonCore
import Foundation

/// Public transport anywhere Transitous has timetables, from its MOTIS 2 API (`/api/v1/plan`).
///
/// Transitous is run by volunteers for free and open-source applications: it asks every request to
/// name the application, its version and a contact in the User-Agent (``UpstreamClient``'s agent, with
/// `BALUCHON_CONTACT`), no bulk or scraping, and care with costly routing requests. Baluchon asks only
/// when a traveller chooses a destination by public transport with no imported feed serving both ends,
/// at most once a second for the whole server, and the chain caches each answer.
public struct TransitousJourneys: Provider {
    public static let publicURL = URL(string: "https://api.transitous.org")!
    /// MOTIS's street modes: legs in these are walks (Baluchon asks for walking only).
    static let streetModes: Set<String> = ["WALK", "BIKE", "RENTAL", "CAR", "CAR_PARKING", "CAR_DROPOFF", "ODM", "FLEX"]

    public let descriptor: ProviderDescriptor
    let service: SharedService

    public init(upstream: UpstreamClient, baseURL: URL?, spacer: RequestSpacer) {
        service = SharedService(upstream: upstream, baseURL: baseURL ?? Self.publicURL, spacer: spacer)
        descriptor = service.descriptor(id: "transitous", name: "Transitous (MOTIS)", capability: .routes)
    }

    public func fetch(_ request: JourneyRequest) async throws -> JourneyAnswer {
        let answer = try await service.send(path(for: request))
        let plan = try service.upstream.decodeJSON(MOTISPlan.self, from: answer)
        let itineraries = try (plan.itineraries.isEmpty ? plan.direct ?? [] : plan.itineraries).map(Self.itinerary)
        // MOTIS lists journeys by departure; the traveller wants the one that arrives first.
        guard let best = itineraries.min(by: { $0.arrival < $1.arrival }) else { return .noJourney }
        let legs = try best.legs.map(Self.leg)
        guard !legs.isEmpty else { throw ProviderFailure.malformed("MOTIS itinerary without legs") }
        return .journey(
            TransitJourney(
                legs: legs, departure: min(request.departure, best.departure), arrival: best.arrival, feed: descriptor.id,
                timeZone: request.timeZone))
    }

    func path(for request: JourneyRequest) -> String {
        var components = URLComponents()
        components.queryItems = [
            URLQueryItem(name: "fromPlace", value: "\(request.from.latitude),\(request.from.longitude)"),
            URLQueryItem(name: "toPlace", value: "\(request.to.latitude),\(request.to.longitude)"),
            URLQueryItem(name: "time", value: request.departure.formatted(.iso8601)),
            URLQueryItem(name: "arriveBy", value: "false"),
            // The earliest arrival from this instant, as the offline planner answers, rather than a window of options.
            URLQueryItem(name: "timetableView", value: "false"),
        ]
        return "/api/v1/plan?\(components.percentEncodedQuery ?? "")"
    }

    /// An itinerary with its times read.
    static func itinerary(_ itinerary: MOTISPlan.Itinerary) throws(ProviderFailure) -> (departure: Date, arrival: Date, legs: [MOTISPlan.Leg]) {
        (try instant(itinerary.startTime), try instant(itinerary.endTime), itinerary.legs)
    }

    static func leg(_ leg: MOTISPlan.Leg) throws(ProviderFailure) -> TransitJourney.Leg {
        let (departure, arrival) = (try instant(leg.startTime), try instant(leg.endTime))
        let from = place(leg.from)
        let to = place(leg.to)
        let line = Polyline.decode(leg.legGeometry.points, precision: leg.legGeometry.precision ?? 7) ?? []
        if streetModes.contains(leg.mode) {
            let along = zip(line, line.dropFirst()).reduce(0) { $0 + GeoMath.distance($1.0[1], $1.0[0], $1.1[1], $1.1[0]) }
            return .walk(
                TransitJourney.Walk(
                    from: from, to: to, distance: leg.distance ?? along, departure: departure, arrival: arrival, path: line.count >= 2 ? line : []))
        }
        let calls = [leg.from] + (leg.intermediateStops ?? []) + [leg.to]
        let name = [leg.routeShortName, leg.displayName, leg.tripShortName].lazy.compactMap { $0?.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty }
        let color = leg.routeColor ?? ""
        return .ride(
            TransitJourney.Ride(
                line: name ?? leg.mode.lowercased(), lineName: leg.routeLongName ?? "",
                color: color.count == 6 && color.allSatisfy(\.isHexDigit) ? color.uppercased() : "",
                headsign: leg.headsign.flatMap { $0.isEmpty ? nil : $0 }, from: from, to: to, departure: departure, arrival: arrival,
                stops: calls.count - 1, path: line.count >= 2 ? line : calls.map { [$0.lon, $0.lat] }))
    }

    /// A stop keeps its name; the traveller's own start and end (no stop id, named `START` and `END`) have none.
    static func place(_ place: MOTISPlan.Place) -> TransitJourney.Place {
        TransitJourney.Place(name: place.stopId == nil ? nil : place.name, latitude: place.lat, longitude: place.lon)
    }

    static func instant(_ text: String) throws(ProviderFailure) -> Date {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
        throw .malformed("MOTIS time “\(text.prefix(40))”")
    }
}
