import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Synchronization
import Testing

@Suite("Importing GTFS feeds")
struct FeedLibraryTests {
    @Test("the Cairns feed imports with its stops, lines, trips, service dates and time zone")
    func cairns() async throws {
        let timetable = try await ImportedFeeds.timetable("cairns_gtfs")
        let info = FeedInfo(timetable: timetable, importedAt: Date())
        #expect(info.timeZone == "Australia/Brisbane" && info.agency.contains("TransLink"))
        #expect(info.stops > 300 && info.trips > 1000 && info.lines > 10)
        #expect(info.firstDay == "2014-05-26")
        #expect(ImportedFeeds.library.ids().contains("cairns_gtfs"))
    }

    @Test("the subway's transfers join a station's platforms with its minimum change time")
    func subwayTransfers() async throws {
        let timetable = try await ImportedFeeds.timetable("nyc_subway_gtfs")
        let north = try #require(timetable.stops.firstIndex { $0.name == "Van Cortlandt Park-242 St" })
        let south = try #require(timetable.stops.lastIndex { $0.name == "Van Cortlandt Park-242 St" })
        #expect(north != south)
        #expect(timetable.footpaths(from: north).contains { Int($0.to) == south && $0.seconds == 180 })
    }

    @Test("a corrupt archive is refused with a clear error and the feed in service stays")
    func corruptFeed() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-transit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = FeedLibrary(directory: directory)
        let good = try SharedData.file("gtfs/cairns_gtfs.zip")
        _ = try await library.importFeed(good, progress: { _, _ in })
        let before = try Data(contentsOf: library.file(for: "cairns_gtfs"))

        let broken = directory.appendingPathComponent("cairns_gtfs.zip")
        try Data(try Data(contentsOf: good).prefix(50_000)).write(to: broken)
        await #expect(throws: TransitError.self) { try await library.importFeed(broken, progress: { _, _ in }) }
        try Data("not a zip at all".utf8).write(to: broken)
        let error = await #expect(throws: TransitError.self) { try await library.importFeed(broken, progress: { _, _ in }) }
        #expect(error?.message.text(in: .fr) == "Le flux GTFS est illisible : cairns_gtfs.zip n’est pas une archive zip.")
        #expect(error?.message.text(in: .en) == "The GTFS feed cannot be read: cairns_gtfs.zip is not a zip archive.")
        #expect(try Data(contentsOf: library.file(for: "cairns_gtfs")) == before)
        #expect(try library.load("cairns_gtfs").trips.count > 1000)
    }

    @Test("progress goes forward from 0 to 1, its steps ids each language names")
    func progress() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-transit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fractions = Fractions()
        let steps = Mutex<[String]>([])
        _ = try await FeedLibrary(directory: directory).importFeed(try SharedData.file("gtfs/cairns_gtfs.zip")) { fraction, step in
            fractions.append(fraction)
            steps.withLock { $0.append(step) }
        }
        let seen = fractions.values
        #expect(seen.first == 0 && seen.last == 1 && seen == seen.sorted())
        let named = steps.withLock { $0 }.map { FeedImportStep(rawValue: $0)?.label.text(in: .fr) }
        #expect(named.first == "lecture de l’archive" && named.last == "terminé" && named.contains("décompression de l’archive"))
        #expect(!named.contains(nil))
    }
}

/// Progress fractions as they arrive.
final class Fractions: Sendable {
    private let storage = Mutex<[Double]>([])
    func append(_ value: Double) { storage.withLock { $0.append(value) } }
    var values: [Double] { storage.withLock { $0 } }
}
