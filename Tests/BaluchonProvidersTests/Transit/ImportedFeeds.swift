import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation

/// The real Cairns and New York subway feeds, imported once per test run into a folder of their own.
enum ImportedFeeds {
    static let library = FeedLibrary(
        directory: FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-transit-\(UUID().uuidString)"))

    private static let imported = Task { () throws -> [String: Timetable] in
        var timetables: [String: Timetable] = [:]
        for name in ["cairns_gtfs", "nyc_subway_gtfs"] {
            let feed = try await library.importFeed(try SharedData.file("gtfs/\(name).zip"), progress: { _, _ in })
            timetables[feed.id] = try library.load(feed.id)
        }
        return timetables
    }

    static func timetable(_ id: String) async throws -> Timetable {
        try await imported.value[id]!
    }
}
