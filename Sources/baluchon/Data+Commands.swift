import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon data import|status|reset`: the offline datasets.
struct DataCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "data", abstract: "Manage offline data: import GeoNames files, see what is in use, go back to the built-in data.",
        subcommands: [Import.self, Status.self, Reset.self])

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import a GeoNames dump: cities500.zip, cities1000.txt, FR.zip, allCountries.zip (plain, .gz or .zip) or countryInfo.txt.",
            discussion:
                "Places are added to the gazetteer in use (same id: the new one wins) unless --replace. Nothing changes if the file is damaged. Restart the server to use the new data."
        )

        @Argument(help: "The GeoNames file.") var file: String
        @Flag(help: "Start from an empty gazetteer instead of adding to the current one.") var replace = false
        @Option(help: "GeoNames feature classes to keep, comma-separated (P: populated places, A: administrative areas).")
        var featureClasses = "P"
        @Option(help: "Leave out places with fewer inhabitants (useful with allCountries).") var minPopulation = 0
        @Option(help: ArgumentHelp("Write into this directory instead of the data directory (used to make the shipped data).", visibility: .hidden))
        var into: String?

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let options = PlacesService.ImportOptions(
                replace: replace,
                featureClasses: Set(featureClasses.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }),
                minimumPopulation: minPopulation)
            var bar = ProgressBar()
            do {
                let summary = try toolkit.places.importFile(
                    URL(fileURLWithPath: file), options: options, into: into.map { URL(fileURLWithPath: $0) }
                ) { progress in
                    let label =
                        switch progress.phase {
                        case .reading: "reading — \(progress.places.formatted()) places"
                        case .indexing: "indexing \(progress.places.formatted()) places"
                        case .saving: "saving \(progress.places.formatted()) places"
                        }
                    bar.update(fraction: progress.fraction, phase: progress.phase.rawValue, label: label)
                }
                bar.finish()
                let what = summary.kind == .places ? "places" : "countries"
                print(
                    "Imported \(summary.imported.formatted()) \(what) from \(summary.linesRead.formatted()) lines; \(summary.total.formatted()) \(what) in use."
                )
                print("Saved to \(summary.savedTo.path). Restart the server to use them.")
            } catch let error as any TravellerError {
                bar.finish()
                throw fail(with: error)
            } catch {
                bar.finish()
                printError("error: the import could not be saved (\(error.localizedDescription)); the previous data is unchanged.")
                throw ExitCode(74)
            }
        }
    }

    struct Status: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the gazetteer in use.")

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            do {
                let status = try await toolkit.places.status()
                print("Gazetteer:  \(status.places.formatted()) places, \(status.names.formatted()) searchable names, \(status.countries) countries")
                print("Source:     \(status.source) (built \(status.builtAt.formatted(.iso8601)))")
                print("In use:     \(status.imported ? "imported data in \(status.directory)" : "built-in data")")
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }

    struct Reset: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Forget imported data and use the built-in gazetteer again.")

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            try toolkit.places.resetImportedData()
            print("Imported data removed; the built-in gazetteer is in use (restart the server).")
        }
    }
}
