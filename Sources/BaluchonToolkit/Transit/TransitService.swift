import BaluchonCore
import BaluchonProviders
import Foundation
import Synchronization

/// Public transport offline: GTFS feeds imported into the data directory, and journeys planned on the
/// feed whose stops cover both ends. Each feed is loaded once and kept until it is imported again.
public final class TransitService: Sendable {
    public let library: FeedLibrary
    private let planners = Mutex<[String: (importedAt: Date, planner: JourneyPlanner)]>([:])

    init(dataDirectory: URL) {
        library = FeedLibrary(directory: dataDirectory.appendingPathComponent("transit"))
    }

    /// Imports a GTFS archive, replacing the feed of the same name only once the new one is complete.
    public func importFeed(_ archive: URL, progress: @escaping @Sendable (_ fraction: Double, _ step: String) -> Void) async throws -> FeedInfo {
        try await library.importFeed(archive, progress: progress)
    }

    /// The feeds in service; a feed whose file cannot be read is left out.
    public func feeds() -> [FeedInfo] {
        library.ids().compactMap { id in
            guard let planner = try? planner(for: id), let importedAt = library.importedAt(id) else { return nil }
            return FeedInfo(timetable: planner.timetable, importedAt: importedAt)
        }
    }

    public func remove(id: String) throws(TransitError) {
        try library.remove(id)
        _ = planners.withLock { $0.removeValue(forKey: id) }
    }

    /// The planner of one feed, loaded on first use and again after a new import.
    public func planner(for id: String) throws(TransitError) -> JourneyPlanner {
        guard let importedAt = library.importedAt(id) else { throw .unknownFeed(id: id) }
        if let entry = planners.withLock({ $0[id] }), entry.importedAt == importedAt { return entry.planner }
        let planner = JourneyPlanner(timetable: try library.load(id))
        planners.withLock { $0[id] = (importedAt, planner) }
        return planner
    }

    /// The earliest-arriving journey between two points on the first feed with stops near both; a
    /// wall-clock departure is read in that feed's time zone.
    public func journey(from start: Coordinate, to end: Coordinate, departure: DepartureTime, now: Date) throws(TransitError) -> TransitJourney {
        var firstError: TransitError?
        for id in library.ids() {
            guard let planner = try? planner(for: id) else { continue }
            guard planner.covers(start), planner.covers(end) else { continue }
            do {
                let zone = TimeZone(identifier: planner.timetable.timeZone) ?? .gmt
                return try planner.journey(from: start, to: end, departure: departure.instant(in: zone, now: now))
            } catch {
                firstError = firstError ?? error
            }
        }
        throw firstError ?? .noFeedCovering
    }
}
