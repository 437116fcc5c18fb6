import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation
import Synchronization
import Testing

@Suite("Region imports")
struct RegionLibraryTests {
    @Test("A real extract is imported with its header's area and date, and osmium's counts", arguments: ["monaco", "andorra"])
    func importsRealExtract(name: String) async throws {
        let region = try await RegionFixtures.shared.region(name)
        let extract = try SharedData.extract(name)
        #expect(region.info.id == name)
        #expect(region.info.sourceFile == "\(name).osm.pbf")
        // osmium's own reading of the header, independent of the importer's parsing.
        let box = try RegionFixtures.output(of: ["osmium", "fileinfo", "-g", "header.boxes", extract.path])
        let numbers = box.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        #expect(numbers == [region.info.bounds.west, region.info.bounds.south, region.info.bounds.east, region.info.bounds.north])
        let stamp = try RegionFixtures.output(of: ["osmium", "fileinfo", "-g", "header.option.osmosis_replication_timestamp", extract.path])
        #expect(region.info.dataDate == (try Date(stamp.trimmingCharacters(in: .whitespacesAndNewlines), strategy: .iso8601)))
        let nodes = try RegionFixtures.output(of: ["osmium", "fileinfo", "-e", "-g", "data.count.nodes", extract.path])
        #expect(region.info.counts["nodes"] == Int(nodes.trimmingCharacters(in: .whitespacesAndNewlines)))
        // The routing database is complete and region.json is readable back.
        for file in ["nodes.mem", "segments.mem", "ways.mem", "relations.mem"] {
            let size = try FileManager.default.attributesOfItem(atPath: region.folder("routing").appendingPathComponent(file).path)[.size] as? Int
            #expect((size ?? 0) > 0, "routing/\(file)")
        }
        #expect((region.info.counts["routingSegments"] ?? 0) > 1000)
        // Every line of osmium's export was read, and the count says so.
        #expect(region.info.counts[FeaturesStep.unreadableLinesCount] == 0)
        let library = try await RegionFixtures.shared.library()
        #expect(library.installed().contains(region))
    }

    @Test("A failing step leaves the previous region in service and no incoming folder")
    func failingStepKeepsPrevious() async throws {
        let library = try await copyOfMonaco()
        let before = try #require(library.installed().first)
        await #expect(throws: RegionError.stepFailed(step: "broken", detail: .verbatim("on purpose"))) {
            try await library.import(extract: try SharedData.extract("monaco"), steps: [RoutingStep(), FailingStep()])
        }
        #expect(library.installed() == [before])
        #expect(try leftovers(in: library).isEmpty)
        #expect(FileManager.default.fileExists(atPath: before.folder("routing").appendingPathComponent("nodes.mem").path))
    }

    @Test("A cancelled import stops, says so and leaves the previous region")
    func cancelledImportKeepsPrevious() async throws {
        let library = try await copyOfMonaco()
        let before = try #require(library.installed().first)
        let extract = try SharedData.extract("monaco")
        let started = AsyncStream<Void>.makeStream()
        let task = Task { try await library.import(extract: extract, steps: [WaitingStep(started: started.continuation)]) }
        for await _ in started.stream { break }
        task.cancel()
        await #expect(throws: RegionError.interrupted) { try await task.value }
        #expect(library.installed() == [before])
        #expect(try leftovers(in: library).isEmpty)
    }

    @Test("The steps progress reports are ids each language names, not English words")
    func stepNames() {
        let ids = [RegionImportStepID.check.rawValue, RoutingStep().name, FeaturesStep().name, RegionImportStepID.done.rawValue]
        #expect(
            ids.map { RegionImportStepID(rawValue: $0)?.label.text(in: .fr) } == [
                "vérification de l’extrait", "itinéraires", "lieux et carte", "terminé",
            ])
        #expect(ids.map { RegionImportStepID(rawValue: $0)?.label.text(in: .en) } == ["checking the extract", "routing", "places and map", "done"])
    }

    @Test("Steps run side by side and the progress only grows, up to 1")
    func stepsRunTogether() async throws {
        let library = try await copyOfMonaco()
        let meeting = Meeting(expected: 2)
        let seen = Mutex<[Double]>([])
        let region = try await library.import(
            extract: try SharedData.extract("monaco"),
            steps: [MeetingStep(name: "one", meeting: meeting), MeetingStep(name: "two", meeting: meeting)]
        ) { progress in seen.withLock { $0.append(progress.fraction) } }
        // Each step waits for the other to start: run one after the other, they would time out.
        #expect(region.info.counts["one"] == 1 && region.info.counts["two"] == 1)
        let fractions = seen.withLock { $0 }
        #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(fractions.last == 1)
    }

    @Test("A new import replaces the region of the same id")
    func replaces() async throws {
        let library = try await copyOfMonaco()
        let before = try #require(library.installed().first)
        let after = try await library.import(extract: try SharedData.extract("monaco"), steps: [RoutingStep()])
        #expect(library.installed() == [after])
        #expect(after.info.importedAt >= before.info.importedAt)
        // The new region is the one built by the second import's steps (routing only: no base map counts).
        #expect(before.info.counts["roads"] != nil && after.info.counts["roads"] == nil)
        #expect(!FileManager.default.fileExists(atPath: after.folder("basemap").path))
        #expect(try leftovers(in: library).isEmpty)
    }

    @Test("Leftovers of interrupted imports are cleaned; remove takes a region out of service")
    func leftoversAndRemove() async throws {
        let library = try await copyOfMonaco()
        let stale = library.directory.appendingPathComponent(".incoming-monaco-abc")
        try FileManager.default.createDirectory(at: stale.appendingPathComponent("routing"), withIntermediateDirectories: true)
        library.removeLeftovers()
        #expect(try leftovers(in: library).isEmpty)
        #expect(throws: RegionError.unknownRegion(id: "atlantis")) { try library.remove(id: "atlantis") }
        try library.remove(id: "monaco")
        #expect(library.installed().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.directory.path).isEmpty)
    }

    @Test("A kill between the swap's two renames leaves the retired region, which goes back into service")
    func retiredRegionComesBack() async throws {
        let library = try await copyOfMonaco()
        let before = try #require(library.installed().first)
        // What a SIGKILL right after the first rename of swapIn leaves: no "monaco", a retired copy.
        try FileManager.default.moveItem(at: before.directory, to: library.directory.appendingPathComponent(".retired-monaco-1k3z9"))
        #expect(library.installed().isEmpty)
        library.removeLeftovers()
        #expect(library.installed().map(\.info) == [before.info])
        #expect(try leftovers(in: library).isEmpty)
    }

    @Test("Region ids come from file names")
    func ids() {
        #expect(RegionLibrary.regionID(for: URL(fileURLWithPath: "/x/Andorra-latest.osm.pbf")) == "andorra-latest")
        #expect(RegionLibrary.regionID(for: URL(fileURLWithPath: "/x/île de ré.pbf")) == "ile-de-re")
    }

    /// A library holding a copy of the shared Monaco region, for tests that change it.
    func copyOfMonaco() async throws -> RegionLibrary {
        let monaco = try await RegionFixtures.shared.region("monaco")
        let folder = try RegionFixtures.temporaryFolder("regions-copy")
        try FileManager.default.copyItem(at: monaco.directory, to: folder.appendingPathComponent("monaco"))
        return RegionLibrary(directory: folder)
    }

    func leftovers(in library: RegionLibrary) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: library.directory.path).filter { $0.hasPrefix(".") }
    }
}

/// A step that fails after writing part of its folder, as a crashing tool would.
struct FailingStep: RegionImportStep {
    var name: String { "broken" }

    func run(extract: URL, into directory: URL, progress: @escaping @Sendable (Double) -> Void) async throws -> [String: Int] {
        try Data("half".utf8).write(to: directory.appendingPathComponent("partial.bin"))
        throw RegionError.stepFailed(step: name, detail: .verbatim("on purpose"))
    }
}

/// A step that signals it has started, then waits until the import is cancelled.
struct WaitingStep: RegionImportStep {
    let started: AsyncStream<Void>.Continuation
    var name: String { "waiting" }

    func run(extract: URL, into directory: URL, progress: @escaping @Sendable (Double) -> Void) async throws -> [String: Int] {
        started.yield()
        try await Task.sleep(for: .seconds(600))
        return [:]
    }
}

/// Lets a known number of steps through once they have all arrived, or every waiting one with `false`.
actor Meeting {
    let expected: Int
    var waiting: [CheckedContinuation<Bool, Never>] = []

    init(expected: Int) { self.expected = expected }

    func arrive() async -> Bool {
        await withCheckedContinuation { continuation in
            waiting.append(continuation)
            if waiting.count == expected { release(met: true) }
        }
    }

    func release(met: Bool) {
        let all = waiting
        waiting = []
        all.forEach { $0.resume(returning: met) }
    }
}

/// A step that reports half-way, then waits (at most 30 s) for the other steps of its meeting.
struct MeetingStep: RegionImportStep {
    let name: String
    let meeting: Meeting

    func run(extract: URL, into directory: URL, progress: @escaping @Sendable (Double) -> Void) async throws -> [String: Int] {
        progress(0.5)
        let timer = Task { [meeting] in
            try await Task.sleep(for: .seconds(30))
            await meeting.release(met: false)
        }
        defer { timer.cancel() }
        guard await meeting.arrive() else { throw RegionError.stepFailed(step: name, detail: .verbatim("the other steps never started")) }
        return [name: 1]
    }
}
