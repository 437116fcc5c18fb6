import BaluchonCore
import BaluchonProviders
import BaluchonStore
import FixtureServer
import Foundation
import Logging
import Synchronization
import Testing

@testable import BaluchonToolkit

/// `region add` against a local stand-in serving a catalogue in Geofabrik's format, the real Andorra
/// extract and its `.md5`: a good add, then a bad checksum, a dropped connection (then the resumed
/// download), a 404 and an update check, each failure leaving Andorra in service as it was.
@Suite("Regions from the catalogue", .serialized)
struct RegionDownloadTests {
    /// One stand-in and one data directory for the suite, where Andorra is added once, whichever test asks first.
    static let standIn = Task { try RegionStandIn(server: try await FixtureServer.start()) }
    static let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-catalogue-\(UUID().uuidString)")
    static let added = Task { () throws -> (InstalledRegion, ProgressLog) in
        let phases = ProgressLog()
        return (try await toolkit().regions.add(id: "andorra") { phases.record($0) }, phases)
    }

    static func toolkit() async throws -> Toolkit {
        let standIn = try await standIn.value
        let environment = ["BALUCHON_DATA_DIR": directory.path, "BALUCHON_REGIONS_INDEX_URL": standIn.indexURL]
        return try Toolkit(
            settings: try Settings(reader: try await Settings.reader(environment: environment)), logger: .init(label: "test"),
            store: try SQLiteStore.inMemory())
    }

    /// Andorra as in service now (added first if no test did yet).
    static func andorra(_ toolkit: Toolkit) async throws -> RegionInfo {
        _ = try await added.value
        return try #require(toolkit.regions.regions().first { $0.id == "andorra" })
    }

    @Test("add downloads the extract, checks its MD5, imports it under the catalogue's id and name, and remembers its source")
    func goodAdd() async throws {
        let standIn = try await Self.standIn.value
        let (region, phases) = try await Self.added.value
        #expect(region.info.id == "andorra" && region.info.name == "Andorra")
        #expect(region.info.counts["pois"] ?? 0 > 500)
        let source = try #require(region.info.source)
        #expect(source.catalogueID == "andorra" && source.url == standIn.server.baseURL + RegionStandIn.extractPath)
        #expect(source.md5 == RegionStandIn.md5)
        #expect(source.sourceDate == Date(timeIntervalSince1970: 1_683_058_903))
        // region.json keeps it, so another process (the server, `region update`) reads it back.
        let readBack = try await Self.andorra(try await Self.toolkit())
        #expect(readBack.source == source)
        let seen = phases.phases
        #expect(seen.first == .download && seen.last == .done && seen.contains(.check) && seen.contains(.import))
        #expect(phases.lastDownloaded == Int64(standIn.extract.count))
        #expect(phases.fractionsRise)
        // The downloaded file is not kept once imported.
        let downloads = Self.directory.appendingPathComponent("region-downloads")
        let left = try FileManager.default.contentsOfDirectory(atPath: downloads.path)
        #expect(left.isEmpty)
    }

    @Test("a file that differs from its published MD5 is refused and deleted; Andorra stays in service")
    func badChecksum() async throws {
        let standIn = try await Self.standIn.value
        let toolkit = try await Self.toolkit()
        let before = try await Self.andorra(toolkit)
        standIn.server.route(
            "GET", RegionStandIn.extractPath + ".md5", .body(Data("\(String(repeating: "0", count: 32))  andorra-latest.osm.pbf\n".utf8)))
        defer { standIn.restore() }
        await #expect(throws: RegionError.checksumMismatch(expected: String(repeating: "0", count: 32), actual: RegionStandIn.md5)) {
            try await toolkit.regions.add(id: "andorra")
        }
        let still = try await Self.andorra(toolkit)
        #expect(still == before)
        let partial = Self.directory.appendingPathComponent("region-downloads/andorra.osm.pbf.part")
        #expect(!FileManager.default.fileExists(atPath: partial.path))
        #expect(RegionError.checksumMismatch(expected: "a", actual: "b").message.text(in: .fr).contains("somme de contrôle"))
    }

    @Test("a connection dropped mid-way keeps what arrived; the next add resumes it with a Range request")
    func droppedThenResumed() async throws {
        let standIn = try await Self.standIn.value
        let toolkit = try await Self.toolkit()
        let before = try await Self.andorra(toolkit)
        standIn.server.route(
            "GET", RegionStandIn.extractPath,
            .sequence([.cut(standIn.extract, sentBytes: 1_000_000), .file(standIn.extract, lastModified: RegionStandIn.lastModified)]))
        defer { standIn.restore() }
        // The server sends 1,000,000 bytes then closes; the client may have taken fewer when it sees the close.
        var received = 0
        do {
            try await toolkit.regions.add(id: "andorra")
            Issue.record("a dropped connection must fail the add")
        } catch RegionError.downloadInterrupted(let bytes) {
            received = bytes
        }
        #expect(received > 0 && received <= 1_000_000)
        let still = try await Self.andorra(toolkit)
        #expect(still == before)
        let partial = Self.directory.appendingPathComponent("region-downloads/andorra.osm.pbf.part")
        let kept = try FileManager.default.attributesOfItem(atPath: partial.path)
        #expect(kept[.size] as? Int == received)
        let region = try await toolkit.regions.add(id: "andorra")
        let resumed = try #require(standIn.server.requests.last { $0.path == RegionStandIn.extractPath })
        #expect(resumed.headers["range"] == "bytes=\(received)-")
        #expect(region.info.source?.md5 == RegionStandIn.md5)
        #expect(region.info.importedAt >= before.importedAt)
    }

    @Test("an extract missing from its server (404) is told as such; Andorra stays in service")
    func missingExtract() async throws {
        let standIn = try await Self.standIn.value
        let toolkit = try await Self.toolkit()
        let before = try await Self.andorra(toolkit)
        standIn.server.route("GET", RegionStandIn.extractPath, .status(404))
        defer { standIn.restore() }
        await #expect(throws: RegionError.downloadRefused(status: 404)) { try await toolkit.regions.add(id: "andorra") }
        let still = try await Self.andorra(toolkit)
        #expect(still == before)
        #expect(RegionError.downloadRefused(status: 404).message.text(in: .en).contains("not on its server"))
        await #expect(throws: RegionError.notInCatalogue(id: "atlantis")) { try await toolkit.regions.add(id: "atlantis") }
    }

    @Test("update finds the source newer only once its Last-Modified is later than the one imported")
    func update() async throws {
        let standIn = try await Self.standIn.value
        let toolkit = try await Self.toolkit()
        let andorra = try await Self.andorra(toolkit)
        let before = try await toolkit.regions.sourceIsNewer(andorra)
        #expect(before == false)
        standIn.server.route("GET", RegionStandIn.extractPath, .file(standIn.extract, lastModified: "Wed, 25 Nov 2026 20:21:43 GMT"))
        defer { standIn.restore() }
        let after = try await toolkit.regions.sourceIsNewer(andorra)
        #expect(after == true)
    }

    @Test("available lists the catalogue: the smallest region containing a point first, names searched, sizes from HEAD")
    func available() async throws {
        let standIn = try await Self.standIn.value
        let toolkit = try await Self.toolkit()
        let near = try await toolkit.regions.available(near: try Coordinate(latitude: 42.5063, longitude: 1.5218))
        #expect(near.regions.map(\.id) == ["andorra", "europe"])
        let andorra = try #require(near.regions.first)
        #expect(andorra.sizeBytes == Int64(standIn.extract.count) && andorra.installed && andorra.parent == "europe")
        #expect(near.regions.last?.sizeBytes == nil && near.regions.last?.installed == false)
        #expect(ByteSize.text(andorra.sizeBytes ?? 0, language: .en) == "2.5 MB")
        #expect(ByteSize.text(andorra.sizeBytes ?? 0, language: .fr) == "2,5 Mo")
        let monaco = try await toolkit.regions.available(near: try Coordinate(latitude: 43.7384, longitude: 7.4246))
        #expect(monaco.regions.map(\.id) == ["monaco", "europe"])
        // Sizes are asked once per catalogue, told or not: the map asks again at every move.
        let heads = standIn.server.requests.filter { $0.method == "HEAD" }.count
        let again = try await toolkit.regions.available(near: try Coordinate(latitude: 42.5063, longitude: 1.5218))
        #expect(again.regions.map(\.sizeBytes) == near.regions.map(\.sizeBytes))
        #expect(standIn.server.requests.filter { $0.method == "HEAD" }.count == heads)
        let searched = try await toolkit.regions.available(search: "ANDORRE")
        #expect(searched.regions.isEmpty)
        let france = try await toolkit.regions.available(search: "fr")
        #expect(france.regions.map(\.id) == ["france"])
        let andor = try await toolkit.regions.available(search: "andor")
        #expect(andor.regions.map(\.id) == ["andorra"])
        let all = try await toolkit.regions.available()
        #expect(all.regions.count == 4)
    }

    @Test("offline, the catalogue copy of the data directory is used and said to be stale")
    func offlineCatalogue() async throws {
        let standIn = try await Self.standIn.value
        let toolkit = try await Self.toolkit()
        _ = try await toolkit.regions.available()
        // A day later, with the catalogue's server failing.
        let copy = Self.directory.appendingPathComponent("region-catalogue.json")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -2 * 86_400)], ofItemAtPath: copy.path)
        standIn.server.route("GET", "/index-v1.json", .status(503))
        let stale = try await toolkit.regions.available(search: "monaco")
        #expect(stale.stale && stale.regions.map(\.id) == ["monaco"])
        _ = try RegionStandIn(server: standIn.server)
        let again = try await toolkit.regions.available(search: "monaco")
        #expect(!again.stale && again.regions.count == 1)
    }

    @Test("a catalogue file that is not there is told as such, in the reader's words, not as a missing extract")
    func missingCatalogueFile() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baluchon-catalogue-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("nowhere.json").path
        let environment = ["BALUCHON_DATA_DIR": directory.path, "BALUCHON_REGIONS_INDEX_URL": "file://\(path)"]
        let toolkit = try Toolkit(
            settings: try Settings(reader: try await Settings.reader(environment: environment)), logger: .init(label: "test"),
            store: try SQLiteStore.inMemory())
        let error = await #expect(throws: RegionError.self) { try await toolkit.regions.available() }
        #expect(error?.message.text(in: .en) == "The region catalogue could not be fetched (no file at \(path)).")
        #expect(error?.message.text(in: .fr) == "Le catalogue des régions n'a pas pu être téléchargé (aucun fichier à \(path)).")
    }
}

/// What a download reported, in order.
final class ProgressLog: Sendable {
    private let steps = Mutex<[RegionAddProgress]>([])

    func record(_ step: RegionAddProgress) { steps.withLock { $0.append(step) } }

    var phases: [RegionAddProgress.Phase] {
        steps.withLock { $0.map(\.phase) }.reduce(into: []) { phases, phase in if phases.last != phase { phases.append(phase) } }
    }

    var lastDownloaded: Int64? { steps.withLock { all in all.last { $0.phase == .download }?.bytes } }

    var fractionsRise: Bool {
        let fractions = steps.withLock { $0.map(\.fraction) }
        return zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }
    }
}
