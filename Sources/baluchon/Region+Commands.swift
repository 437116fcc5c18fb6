import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation
import Synchronization

/// `baluchon region import|list|remove`: the OpenStreetMap regions used offline (routes, map, places).
struct RegionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "region",
        abstract:
            "Manage offline regions: add them by name from the catalogue, import OpenStreetMap extracts (.osm.pbf), list, update and remove them.",
        subcommands: [Available.self, Add.self, Import.self, List.self, Update.self, Remove.self])

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import an OpenStreetMap extract (.osm.pbf, e.g. from download.geofabrik.de) as a region.",
            discussion:
                "The region is named after the file (andorra-latest.osm.pbf → andorra-latest) and replaces the region of that name only once it is complete. Ctrl-C stops the import and changes nothing."
        )

        @Argument(help: "The .osm.pbf extract.") var file: String

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let bar = SharedProgressBar()
            let file = file
            let region = try await RegionCommandRun.run(bar: bar, failure: "the region could not be imported") {
                try await toolkit.regions.importExtract(URL(fileURLWithPath: file)) { progress in
                    bar.update(fraction: progress.fraction, phase: progress.step, label: progress.step)
                }
            }
            print("Imported region \(region.info.id) (\(region.info.name)) into \(region.directory.path)")
            print(region.info.counts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.formatted())" }.joined(separator: ", "))
            if let unreadable = region.info.counts[RegionsService.unreadableLinesCount], unreadable > 0 {
                printError(LocalizedText("cli.region.unreadableLines", count: unreadable), label: "cli.warning")
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the installed regions.")

        @Flag(help: "Print JSON.") var json = false

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let regions = toolkit.regions.regions()
            if json {
                print(try jsonText(regions))
                return
            }
            if regions.isEmpty {
                printError(LocalizedText("cli.region.none").text(in: cliLanguage()))
                return
            }
            let rows = regions.map { region in
                [
                    region.id, region.name, region.dataDate.map { $0.formatted(.iso8601.year().month().day()) } ?? "",
                    String(format: "%.3f,%.3f – %.3f,%.3f", region.bounds.west, region.bounds.south, region.bounds.east, region.bounds.north),
                    region.importedAt.formatted(.iso8601), region.sourceFile,
                ]
            }
            print(TextTable(header: ["id", "name", "data date", "bounds (W,S – E,N)", "imported", "file"], rows: rows).rendered)
            printError(RegionsService.attribution)
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove an installed region.")

        @Argument(help: "The region id (see baluchon region list).") var id: String

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            do {
                try toolkit.regions.remove(id: id)
                print("Region \(id) removed.")
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }
}

/// The progress bar, drawn from the import's progress callbacks (which may come from any thread).
final class SharedProgressBar: Sendable {
    private let bar = Mutex(ProgressBar())

    func update(fraction: Double, phase: String, label: String) {
        bar.withLock { $0.update(fraction: fraction, phase: phase, label: label) }
    }

    func finish() {
        bar.withLock { $0.finish() }
    }
}
