import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon region available|add|update`: regions by name, from the catalogue (`BALUCHON_REGIONS_INDEX_URL`).
extension RegionCommand {
    struct Available: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.region.available.abstract"),
            discussion: Help.text("cli.help.region.available.discussion"))

        @Option(help: .text("cli.help.region.available.search")) var search: String?
        @Option(help: .text("cli.help.region.available.near")) var near: String?
        @Flag(help: .text("cli.help.common.json")) var json = false

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let language = cliLanguage()
            do {
                let point = try near.map { try Coordinate(parameter: $0, name: "near") }
                let found = try await toolkit.regions.available(search: search, near: point)
                if found.stale {
                    printError(
                        LocalizedText("cli.region.catalogueStale", ["date": "\(found.fetchedAt.formatted(.iso8601.year().month().day()))"]).text(
                            in: language))
                }
                if json {
                    try printJSON(found.regions)
                    return
                }
                guard !found.regions.isEmpty else {
                    printError(LocalizedText("cli.region.noMatch").text(in: language))
                    return
                }
                let rows = found.regions.map { region in
                    [
                        region.id, region.name, region.parent ?? "", region.sizeBytes.map { ByteSize.text($0, language: language) } ?? "",
                        region.installed ? "✓" : "",
                    ]
                }
                print(TextTable(header: columns(LocalizedText("cli.region.availableColumns"), in: language), rows: rows).rendered)
                printError("\(RegionsService.attribution); \(RegionsService.catalogueAttribution)")
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.region.add.abstract"),
            discussion: Help.text("cli.help.region.add.discussion"))

        @Argument(help: .text("cli.help.region.add.id")) var id: String

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let (id, language, bar) = (id, cliLanguage(), SharedProgressBar())
            let region = try await RegionCommandRun.run(bar: bar, failure: LocalizedText("cli.region.addFailed"), path: toolkit.regionsPath) {
                try await toolkit.regions.add(id: id) { bar.show($0, language: language) }
            }
            print(LocalizedText("cli.region.added", ["id": "\(region.info.id)", "name": "\(region.info.name)"]).text(in: language))
        }
    }

    struct Update: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.region.update.abstract"))

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let language = cliLanguage()
            for region in toolkit.regions.regions() {
                guard region.source != nil else {
                    printError(LocalizedText("cli.region.notFromCatalogue", ["id": "\(region.id)"]).text(in: language))
                    continue
                }
                do {
                    guard try await toolkit.regions.sourceIsNewer(region) else {
                        print(LocalizedText("cli.region.upToDate", ["id": "\(region.id)"]).text(in: language))
                        continue
                    }
                } catch let error as any TravellerError {
                    throw fail(with: error)
                }
                let bar = SharedProgressBar()
                let updated = try await RegionCommandRun.run(bar: bar, failure: LocalizedText("cli.region.updateFailed"), path: toolkit.regionsPath) {
                    try await toolkit.regions.refresh(region) { bar.show($0, language: language) }
                }
                print(LocalizedText("cli.region.added", ["id": "\(updated.info.id)", "name": "\(updated.info.name)"]).text(in: language))
            }
        }
    }
}

/// Runs a region command's long work with the progress bar: Ctrl-C cancels it (a download keeps what
/// arrived for the next try) and nothing in service changes; errors are told in the terminal's language, an
/// unforeseen one with `failure`, whose `{reason}` says what went wrong with which file (`path` when the error names none).
enum RegionCommandRun {
    static func run<Result: Sendable>(
        bar: SharedProgressBar, failure: LocalizedText, path: String, _ work: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let task = Task { try await work() }
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupt.setEventHandler { task.cancel() }
        interrupt.resume()
        defer { interrupt.cancel() }
        do {
            let result = try await task.value
            bar.finish()
            return result
        } catch let error as any TravellerError {
            bar.finish()
            if case RegionError.interrupted = error {
                _ = fail(with: error)
                throw ExitCode.interrupted
            }
            throw fail(with: error)
        } catch {
            bar.finish()
            var message = failure
            message.arguments["reason"] = .localized(FileFailure.reason(error, folder: path))
            printError(message)
            throw ExitCode.ioError
        }
    }
}

extension SharedProgressBar {
    /// Draws a download's progress: "download 1.2 MB / 2.5 MB", "checksum", "import", "done".
    func show(_ progress: RegionAddProgress, language: UILanguage) {
        let label: String
        switch progress.phase {
        case .download:
            let name = LocalizedText("cli.region.phase.download").text(in: language)
            label =
                "\(name) \(ByteSize.text(progress.bytes, language: language))"
                + (progress.totalBytes.map { " / \(ByteSize.text($0, language: language))" } ?? "")
        case .check: label = LocalizedText("cli.region.phase.check").text(in: language)
        case .import: label = LocalizedText("cli.region.phase.import").text(in: language)
        case .done: label = LocalizedText("cli.region.phase.done").text(in: language)
        }
        update(fraction: progress.fraction, phase: progress.phase.rawValue, label: label)
    }
}
