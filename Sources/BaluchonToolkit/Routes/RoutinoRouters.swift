import BaluchonCore
import BaluchonProviders
import Foundation

/// One Routino router per region in service, loaded on first use and replaced when the region is
/// imported again; routes run off Swift's cooperative threads, as the library blocks while it works.
actor RoutinoRouters {
    private var loaded: [String: (importedAt: Date, router: RoutinoRouter)] = [:]

    func router(for region: InstalledRegion) throws(RoutesError) -> RoutinoRouter {
        if let entry = loaded[region.info.id], entry.importedAt == region.info.importedAt { return entry.router }
        let router = try RoutinoRouter(databaseDirectory: region.folder(InstalledRegion.routingFolder))
        loaded[region.info.id] = (region.info.importedAt, router)
        return router
    }

    /// Computes a route on a dispatch thread.
    nonisolated func route(
        with router: RoutinoRouter, from start: Coordinate, to end: Coordinate, mode: TravelMode, preference: RoutePreference
    ) async throws(RoutesError) -> RoadRoute {
        try await offTaskThreads { () throws(RoutesError) in try router.route(from: start, to: end, mode: mode, preference: preference) }
    }
}
