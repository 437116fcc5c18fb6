import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon data import|status|reset`: the offline datasets.
struct DataCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "data", abstract: Help.text("cli.help.data.abstract"),
        subcommands: [Import.self, Status.self, Reset.self])

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.data.import.abstract"),
            discussion: Help.text("cli.help.data.import.discussion"))

        @Argument(help: .text("cli.help.data.import.file")) var file: String
        @Flag(help: .text("cli.help.data.import.replace")) var replace = false
        @Option(help: .text("cli.help.data.import.featureClasses"))
        var featureClasses = "P"
        @Option(help: .text("cli.help.data.import.minPopulation")) var minPopulation = 0
        @Option(help: .text("cli.help.data.import.into", visibility: .hidden))
        var into: String?

        /// The classes asked for; GeoNames has nine, and one it does not have would import nothing without a word.
        var classes: Set<String> {
            Set(featureClasses.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() })
        }

        func validate() throws {
            guard !classes.isEmpty, classes.isSubset(of: ["A", "H", "L", "P", "R", "S", "T", "U", "V"]) else {
                throw ValidationError("The value '\(featureClasses)' is invalid for '--feature-classes <feature-classes>'")
            }
        }

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let options = PlacesService.ImportOptions(
                replace: replace,
                featureClasses: classes,
                minimumPopulation: minPopulation)
            var bar = ProgressBar()
            let (language, fileName) = (cliLanguage(), URL(fileURLWithPath: file).lastPathComponent)
            do {
                let summary = try toolkit.places.importFile(
                    URL(fileURLWithPath: file), options: options, into: into.map { URL(fileURLWithPath: $0) }
                ) { progress in
                    let places = ["places": counted(LocalizedText("cli.count.place", count: progress.places))]
                    let label =
                        switch progress.phase {
                        // Nothing counted yet (countryInfo.txt, whose countries are counted at the end): the file it reads.
                        case .reading where progress.places == 0: LocalizedText("cli.data.phase.readingFile", ["file": "\(fileName)"])
                        case .reading: LocalizedText("cli.data.phase.reading", places)
                        case .indexing: LocalizedText("cli.data.phase.indexing", places)
                        case .saving: LocalizedText("cli.data.phase.saving", places)
                        }
                    bar.update(fraction: progress.fraction, phase: progress.phase.rawValue, label: label.text(in: language))
                }
                bar.finish()
                func what(_ count: Int) -> LocalizedText.Argument {
                    counted(
                        summary.kind == .places ? LocalizedText("cli.count.place", count: count) : LocalizedText("cli.count.country", count: count))
                }
                let lines = counted(LocalizedText("cli.count.line", count: summary.linesRead))
                print(
                    LocalizedText("cli.data.imported", ["imported": what(summary.imported), "lines": lines, "total": what(summary.total)])
                        .text(in: language))
                print(LocalizedText("cli.data.saved", ["path": "\(summary.savedTo.path)"]).text(in: language))
            } catch let error as any TravellerError {
                bar.finish()
                throw fail(with: error)
            } catch {
                bar.finish()
                let folder = into ?? toolkit.settings.dataDirectory.appendingPathComponent("places").path
                printError(LocalizedText("cli.data.unsaved", ["reason": .localized(FileFailure.reason(error, folder: folder))]))
                throw ExitCode.ioError
            }
        }
    }

    struct Status: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: Help.text("cli.help.data.status.abstract"))

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let language = cliLanguage()
            do {
                let status = try await toolkit.places.status()
                let gazetteer = LocalizedText(
                    "cli.data.status.gazetteer",
                    [
                        "places": counted(LocalizedText("cli.count.place", count: status.places)),
                        "names": counted(LocalizedText("cli.count.name", count: status.names)),
                        "countries": counted(LocalizedText("cli.count.country", count: status.countries)),
                    ])
                print(gazetteer.text(in: language))
                print(
                    LocalizedText("cli.data.status.source", ["source": "\(status.source)", "date": "\(status.builtAt.formatted(.iso8601))"])
                        .text(in: language))
                let inUse =
                    status.imported
                    ? LocalizedText("cli.data.status.inUse.imported", ["directory": "\(status.directory)"])
                    : LocalizedText("cli.data.status.inUse.builtIn")
                print(inUse.text(in: language))
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }

    struct Reset: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: Help.text("cli.help.data.reset.abstract"))

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            try toolkit.places.resetImportedData()
            print(LocalizedText("cli.data.reset").text(in: cliLanguage()))
        }
    }
}
