import BaluchonCore
import Foundation

/// Road routes from a Valhalla server (`/route` with maneuvers), anywhere in the world when online.
///
/// Public instances (such as FOSSGIS's) ask for moderate use with a real User-Agent: a shared
/// ``RequestSpacer``, ``UpstreamClient``'s agent and the chain's cache keep to it.
public struct ValhallaRoutes: Provider {
    public static let publicURL = URL(string: "https://valhalla1.openstreetmap.de")!
    /// Valhalla's codes for "no path between these points" and "no road near a point".
    static let noRouteCodes: Set<Int> = [442, 443, 171]

    public let descriptor: ProviderDescriptor
    let service: SharedService

    public init(upstream: UpstreamClient, baseURL: URL?, spacer: RequestSpacer) {
        service = SharedService(upstream: upstream, baseURL: baseURL ?? Self.publicURL, spacer: spacer)
        descriptor = service.descriptor(id: "valhalla", name: "Valhalla", capability: .routes)
    }

    public func fetch(_ request: RouteRequest) async throws -> RouteAnswer {
        guard let costing = Self.costing(for: request.mode) else {
            throw ProviderFailure.rejected("Valhalla routes no \(request.mode.rawValue)")
        }
        let body = ValhallaRequest(
            locations: [
                .init(lat: request.from.latitude, lon: request.from.longitude), .init(lat: request.to.latitude, lon: request.to.longitude),
            ], costing: costing, costingOptions: request.preference == .shortest ? [costing: .init(shortest: true)] : nil)
        let answer = try await service.exchange(
            "/route", method: .POST, headers: [("Content-Type", "application/json")], body: try JSONEncoder().encode(body))
        if (400..<500).contains(answer.status), let error = try? service.upstream.decodeJSON(ValhallaError.self, from: answer) {
            if Self.noRouteCodes.contains(error.errorCode) { return .noRoute }
            throw ProviderFailure.rejected("Valhalla error \(error.errorCode)")
        }
        if let failure = UpstreamClient.failure(forStatus: answer.status) { throw failure }
        let trip = try service.upstream.decodeJSON(ValhallaResponse.self, from: answer).trip
        return .route(try Self.roadRoute(trip, mode: request.mode))
    }

    static func costing(for mode: TravelMode) -> String? {
        switch mode {
        case .car: "auto"
        case .walk: "pedestrian"
        case .bicycle: "bicycle"
        case .transit, .any: nil
        }
    }

    static func roadRoute(_ trip: ValhallaResponse.Trip, mode: TravelMode) throws(ProviderFailure) -> RoadRoute {
        var geometry: [[Double]] = []
        var maneuvers: [RoadRoute.Maneuver] = []
        var distance = 0.0
        var time = 0.0
        for leg in trip.legs {
            guard let shape = Polyline.decode(leg.shape, precision: 6), !shape.isEmpty else {
                throw .malformed("Valhalla shape is not a polyline")
            }
            for maneuver in leg.maneuvers {
                let index = min(max(0, maneuver.beginShapeIndex), shape.count - 1)
                let heading =
                    index + 1 < shape.count
                    ? Int(GeoMath.bearing(shape[index][1], shape[index][0], shape[index + 1][1], shape[index + 1][0]).rounded()) : nil
                if let kind = Maneuver(valhallaType: maneuver.type, roundaboutExit: maneuver.roundaboutExitCount, beginHeading: heading) {
                    maneuvers.append(
                        .init(
                            step: GuidanceStep(kind, street: maneuver.streetNames?.first), latitude: shape[index][1],
                            longitude: shape[index][0], distanceFromStart: distance, timeFromStart: time))
                }
                distance += maneuver.length * 1000
                time += maneuver.time
            }
            geometry += shape
        }
        return RoadRoute(mode: mode, distance: trip.summary.length * 1000, duration: trip.summary.time, geometry: geometry, maneuvers: maneuvers)
    }
}
