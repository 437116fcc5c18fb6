import BaluchonCore
import Foundation

/// Road routes from an OSRM server (`route/v1` with steps), anywhere in the world when online.
///
/// The public demo server asks for at most one request a second and a real User-Agent: one
/// ``RequestSpacer`` for the whole server and ``UpstreamClient``'s agent keep to it, the chain caches
/// answers, and routes are asked when the traveller chooses a destination, never per keystroke. Its
/// profiles give the quickest routes only.
public struct OSRMRoutes: Provider {
    public static let publicURL = URL(string: "https://router.project-osrm.org")!

    public let descriptor: ProviderDescriptor
    let service: SharedService

    public init(upstream: UpstreamClient, baseURL: URL?, spacer: RequestSpacer) {
        service = SharedService(upstream: upstream, baseURL: baseURL ?? Self.publicURL, spacer: spacer)
        descriptor = service.descriptor(id: "osrm", name: "OSRM", capability: .routes)
    }

    public func fetch(_ request: RouteRequest) async throws -> RouteAnswer {
        guard let profile = Self.profile(for: request.mode) else { throw ProviderFailure.rejected("OSRM routes no \(request.mode.rawValue)") }
        // OSRM's profiles only know the quickest way: a shortest route is Valhalla's (or Routino's) to give.
        guard request.preference == .fastest else { throw ProviderFailure.rejected("OSRM gives no shortest routes") }
        let answer = try await service.exchange(path(for: request, profile: profile))
        // OSRM says "NoRoute" with HTTP 400 and a JSON body: an answer, not a failure.
        if answer.status == 400, let body = try? service.upstream.decodeJSON(OSRMResponse.self, from: answer), body.code == "NoRoute" {
            return .noRoute
        }
        if let failure = UpstreamClient.failure(forStatus: answer.status) { throw failure }
        let body = try service.upstream.decodeJSON(OSRMResponse.self, from: answer)
        switch body.code {
        case "Ok": break
        case "NoRoute", "NoSegment": return .noRoute
        default: throw ProviderFailure.rejected("OSRM \(body.code)")
        }
        guard let route = body.routes?.first else { throw ProviderFailure.malformed("OSRM answer without a route") }
        return .route(Self.roadRoute(route, mode: request.mode))
    }

    func path(for request: RouteRequest, profile: String) -> String {
        let points = "\(request.from.longitude),\(request.from.latitude);\(request.to.longitude),\(request.to.latitude)"
        return "/route/v1/\(profile)/\(points)?overview=full&geometries=geojson&steps=true&alternatives=false"
    }

    /// The profile names of OSRM's own car, foot and bicycle profiles.
    static func profile(for mode: TravelMode) -> String? {
        switch mode {
        case .car: "driving"
        case .walk: "foot"
        case .bicycle: "bike"
        case .transit, .any: nil
        }
    }

    static func roadRoute(_ route: OSRMResponse.Route, mode: TravelMode) -> RoadRoute {
        var maneuvers: [RoadRoute.Maneuver] = []
        var distance = 0.0
        var time = 0.0
        for step in route.legs.flatMap(\.steps) {
            let move = step.maneuver
            if let maneuver = Maneuver(osrmType: move.type, modifier: move.modifier, exit: move.exit, bearingAfter: move.bearingAfter),
                move.location.count == 2
            {
                // OSRM names the way the destination lies on: arriving needs no street.
                var street = step.name
                if case .arrive = maneuver { street = nil }
                maneuvers.append(
                    .init(
                        step: GuidanceStep(maneuver, street: street), latitude: move.location[1], longitude: move.location[0],
                        distanceFromStart: distance, timeFromStart: time))
            }
            distance += step.distance
            time += step.duration
        }
        return RoadRoute(mode: mode, distance: route.distance, duration: route.duration, geometry: route.geometry.coordinates, maneuvers: maneuvers)
    }
}
