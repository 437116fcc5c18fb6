import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation
import Synchronization

/// `baluchon region import|list|remove`: the OpenStreetMap regions used offline (routes, map, places).
struct RegionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "region",
        abstract: Help.text("cli.help.region.abstract"),
        subcommands: [Available.self, Add.self, Import.self, List.self, Update.self, Remove.self])

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.region.import.abstract"),
            discussion: Help.text("cli.help.region.import.discussion"))

        @Argument(help: .text("cli.help.region.import.file")) var file: String

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let (bar, file, language) = (SharedProgressBar(), file, cliLanguage())
            let region = try await RegionCommandRun.run(bar: bar, failure: LocalizedText("cli.region.importFailed"), path: toolkit.regionsPath) {
                try await toolkit.regions.importExtract(URL(fileURLWithPath: file)) { progress in
                    let label = RegionImportStepID(rawValue: progress.step)?.label.text(in: language) ?? progress.step
                    bar.update(fraction: progress.fraction, phase: progress.step, label: label)
                }
            }
            let imported = LocalizedText(
                "cli.region.imported", ["id": "\(region.info.id)", "name": "\(region.info.name)", "path": "\(region.directory.path)"])
            print(imported.text(in: language))
            print(Self.counts(region.info.counts, in: language))
            if let unreadable = region.info.counts[RegionsService.unreadableLinesCount], unreadable > 0 {
                printError(LocalizedText("cli.region.unreadableLines", count: unreadable), label: "cli.warning")
            }
        }

        /// "nodes: 180,118, ways: 27,377", « nœuds : 180 118, voies : 27 377 »: each count named in `language` (a
        /// count no catalogue names keeps its key), in the order of the keys.
        static func counts(_ counts: [String: Int], in language: UILanguage) -> String {
            let locale = Locale(identifier: language.rawValue)
            return counts.sorted { $0.key < $1.key }.map { key, value in
                let name = LocalizedText("cli.region.countLabel." + key).text(in: language)
                let label = name.hasPrefix("cli.region.countLabel.") ? key : name
                return LocalizedText("cli.region.count", ["label": "\(label)", "number": "\(value.formatted(.number.locale(locale)))"]).text(
                    in: language)
            }.joined(separator: ", ")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: Help.text("cli.help.region.list.abstract"))

        @Flag(help: .text("cli.help.common.json")) var json = false

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let regions = toolkit.regions.regions()
            if json {
                try printJSON(regions)
                return
            }
            let language = cliLanguage()
            if regions.isEmpty {
                printError(LocalizedText("cli.region.none").text(in: language))
                return
            }
            let rows = regions.map { region in
                [
                    region.id, region.name, region.dataDate.map { $0.formatted(.iso8601.year().month().day()) } ?? "",
                    String(format: "%.3f,%.3f – %.3f,%.3f", region.bounds.west, region.bounds.south, region.bounds.east, region.bounds.north),
                    region.importedAt.formatted(.iso8601), region.sourceFile,
                ]
            }
            print(TextTable(header: columns(LocalizedText("cli.region.columns"), in: language), rows: rows).rendered)
            printError(RegionsService.attribution)
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: Help.text("cli.help.region.remove.abstract"))

        @Argument(help: .text("cli.help.region.remove.id")) var id: String

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            do {
                try toolkit.regions.remove(id: id)
                print(LocalizedText("cli.region.removed", ["id": "\(id)"]).text(in: cliLanguage()))
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
