import BaluchonCore
import BaluchonProviders
import Foundation
import Logging

/// Routes: offline road routes by Routino in every imported region, online ones from OSRM and
/// Valhalla anywhere else, public transport on imported GTFS feeds or else from Transitous, and the
/// comparison of modes for `any`.
public struct RoutesService: Sendable {
    /// Online routes are kept a day and called stale after a month (roads change slowly).
    static let onlinePolicy = CachePolicy(timeToLive: 86_400, staleAfter: 30 * 86_400)
    /// Online journeys are asked for one departure minute: kept an hour (timetables change, delays
    /// happen), stale after a day.
    static let journeyPolicy = CachePolicy(timeToLive: 3_600, staleAfter: 86_400)
    /// The road modes `any` compares.
    static let roadModes: [TravelMode] = [.walk, .bicycle, .car]

    /// Every provider of the capability, configured or not.
    public let descriptors: [ProviderDescriptor]
    let regions: @Sendable () -> [InstalledRegion]
    let routino = RoutinoRouters()
    let offlineEnabled: Bool
    let online: ProviderChain<RouteRequest, RouteAnswer>
    /// Public transport online (Transitous), where no imported feed serves.
    let onlineTransit: ProviderChain<JourneyRequest, JourneyAnswer>
    /// The time zone of a place (the nearest gazetteer place's), to read and tell online journeys' clocks.
    let timeZone: @Sendable (Coordinate) async -> String?
    let now: @Sendable () -> Date
    /// Public transport: the imported GTFS feeds and their journey planners.
    public let transit: TransitService

    /// `regions` gives the regions in service, each with its Routino database; `timeZone` the time zone of a place.
    init(
        context: CapabilityContext, regions: @escaping @Sendable () -> [InstalledRegion],
        timeZone: @escaping @Sendable (Coordinate) async -> String?
    ) {
        self.regions = regions
        self.timeZone = timeZone
        transit = TransitService(dataDirectory: context.settings.dataDirectory)
        // One spacer per engine for the whole deployment: the public servers ask for one request a second.
        let osrm = OSRMRoutes(
            upstream: context.upstream, baseURL: context.settings.credentials(for: "OSRM").url,
            spacer: RequestSpacer(interval: .seconds(1), maximumWait: .seconds(5), sharing: context.store, as: "osrm"))
        let valhalla = ValhallaRoutes(
            upstream: context.upstream, baseURL: context.settings.credentials(for: "VALHALLA").url,
            spacer: RequestSpacer(interval: .seconds(1), maximumWait: .seconds(5), sharing: context.store, as: "valhalla"))
        let transitous = TransitousJourneys(
            upstream: context.upstream, baseURL: context.settings.credentials(for: "TRANSITOUS").url,
            spacer: RequestSpacer(interval: .seconds(1), maximumWait: .seconds(5), sharing: context.store, as: "transitous"))
        let hasLibrary = FileManager.default.fileExists(atPath: RoutinoRouter.translationsFile.path)
        let routinoDescriptor = ProviderDescriptor(
            id: "routino", name: "Routino (offline, imported regions)", capability: .routes,
            state: hasLibrary
                ? .configured(detail: LocalizedText("provider.detail.routino"))
                : .notConfigured(reason: LocalizedText("provider.detail.routinoMissing")), isRemote: false)
        descriptors = [routinoDescriptor, osrm.descriptor, valhalla.descriptor, transitous.descriptor]
        offlineEnabled = hasLibrary && (context.settings.providerOrder[.routes] ?? []).contains("routino")
        online = ProviderChain(
            capability: .routes, providers: context.ordered([osrm, valhalla], capability: .routes, id: \.descriptor.id),
            monitor: context.monitor, store: context.store, policy: Self.onlinePolicy, timeout: context.settings.upstreamTimeout)
        onlineTransit = ProviderChain(
            capability: .routes, providers: context.ordered([transitous], capability: .routes, id: \.descriptor.id),
            monitor: context.monitor, store: context.store, policy: Self.journeyPolicy, timeout: context.settings.upstreamTimeout)
        let monitor = context.monitor
        now = { monitor.now() }
    }

    /// The route between two points: offline in a region covering both, else online; by public
    /// transport on an imported feed, leaving at `departure`; with `any`, every mode that
    /// can serve is computed and the fastest proposed, the others listed.
    public func route(
        from start: Coordinate, to end: Coordinate, mode: TravelMode, preference: RoutePreference, departure: DepartureTime = .now
    ) async throws
        -> RouteOutcome
    {
        guard GeoMath.distance(start.latitude, start.longitude, end.latitude, end.longitude) >= 1 else { throw RoutesError.samePoints }
        switch mode {
        case .any: break
        case .transit: return try await transitRoute(from: start, to: end, departure: departure)
        case .car, .walk, .bicycle: return try await roadRoute(from: start, to: end, mode: mode, preference: preference)
        }
        var outcomes: [RouteOutcome] = []
        var unavailable: [RouteOutcome.UnavailableMode] = []
        // Public transport is asked while the road modes are computed: an online planner may take a while.
        async let journey = transitAttempt(from: start, to: end, departure: departure)
        for candidate in Self.roadModes {
            do {
                outcomes.append(try await roadRoute(from: start, to: end, mode: candidate, preference: preference))
            } catch {
                unavailable.append(.init(mode: candidate, reason: Self.reason(error, mode: candidate)))
            }
        }
        switch await journey {
        case .success(let outcome):
            // A journey that is only a walk is the walking route's business.
            if outcome.journey?.rides.isEmpty == false { outcomes.append(outcome) }
        case .failure(let error):
            // No feed here, or no network for the online planner: said, and no failure of `any` while another mode serves.
            unavailable.append(.init(mode: .transit, reason: Self.reason(error, mode: .transit)))
        }
        outcomes.sort { $0.route.duration < $1.route.duration }
        guard var best = outcomes.first else { throw unavailable.first?.reason ?? RoutesError.noRoute(mode: .any) }
        best.comparison = outcomes.map { .init(mode: $0.route.mode, distance: $0.route.distance, duration: $0.route.duration) }
        best.unavailable = unavailable
        return best
    }

    /// Why a mode could not be compared, as the traveller would be told had they asked for it alone.
    static func reason(_ error: any Error, mode: TravelMode) -> any TravellerError {
        error as? any TravellerError ?? RoutesError.noRoute(mode: mode)
    }

    func roadRoute(from start: Coordinate, to end: Coordinate, mode: TravelMode, preference: RoutePreference) async throws -> RouteOutcome {
        var offlineError: RoutesError?
        if offlineEnabled {
            for region in regions()
            where region.info.bounds.contains(latitude: start.latitude, longitude: start.longitude)
                && region.info.bounds.contains(latitude: end.latitude, longitude: end.longitude)
            {
                do {
                    let router = try await routino.router(for: region)
                    let computed = try await routino.route(with: router, from: start, to: end, mode: mode, preference: preference)
                    // Routino times a route from way speeds alone; a car also loses time at each junction it turns at.
                    let route = mode == .car ? JunctionCost.applied(to: computed) : computed
                    return RouteOutcome(
                        route: route, engine: "routino", region: region.info.id, dataDate: region.info.dataDate,
                        provenance: Provenance(source: "routino", fetchedAt: region.info.dataDate ?? region.info.importedAt), comparison: [])
                } catch {
                    offlineError = offlineError ?? error
                }
            }
        }
        let request = RouteRequest(from: start, to: end, mode: mode, preference: preference)
        do {
            let answer = try await online.value(for: request, cacheKey: request.cacheKey)
            guard case .route(let route) = answer.value else { throw RoutesError.noRoute(mode: mode) }
            return RouteOutcome(
                route: route, engine: answer.provenance.source, region: nil, dataDate: nil, provenance: answer.provenance, comparison: [])
        } catch let error as ChainError {
            // Offline said why first; with no region and no online engine, the places are simply out of reach.
            if let offlineError { throw offlineError }
            if case .noProviderConfigured = error { throw RoutesError.outsideRegions }
            throw error
        }
    }
}
