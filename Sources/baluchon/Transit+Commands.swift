import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon transit import|list|remove`: the GTFS feeds used for public transport offline.
struct TransitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transit", abstract: Help.text("cli.help.transit.abstract"),
        subcommands: [Import.self, List.self, Remove.self])

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.transit.import.abstract"),
            discussion: Help.text("cli.help.transit.import.discussion"))

        @Argument(help: .text("cli.help.transit.import.file")) var file: String

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let language = cliLanguage()
            // A file that is not there or cannot be read is the command line's mistake (66), told before any progress.
            do { _ = try CommandFiles.read(file) } catch { throw fail(with: error) }
            let bar = SharedProgressBar()
            let started = Date()
            do {
                let feed = try await toolkit.routes.transit.importFeed(URL(fileURLWithPath: file)) { fraction, step in
                    bar.update(fraction: fraction, phase: step, label: FeedImportStep(rawValue: step)?.label.text(in: language) ?? step)
                }
                bar.finish()
                let locale = Locale(identifier: language.rawValue)
                let seconds = Date().timeIntervalSince(started).formatted(.number.precision(.fractionLength(1)).locale(locale))
                let imported = LocalizedText(
                    "cli.transit.imported",
                    [
                        "id": "\(feed.id)", "agency": "\(feed.agency)", "seconds": "\(seconds)",
                        "stops": counted(LocalizedText("cli.count.stop", count: feed.stops)),
                        "lines": counted(LocalizedText("cli.count.line", count: feed.lines)),
                        "trips": counted(LocalizedText("cli.count.trip", count: feed.trips)),
                    ])
                print(imported.text(in: language))
                let service = LocalizedText(
                    "cli.transit.service", ["first": "\(feed.firstDay ?? "—")", "last": "\(feed.lastDay ?? "—")", "timeZone": "\(feed.timeZone)"])
                print(service.text(in: language))
            } catch let error as any TravellerError {
                bar.finish()
                throw fail(with: error)
            } catch {
                bar.finish()
                let folder = toolkit.settings.dataDirectory.appendingPathComponent("transit").path
                printError(LocalizedText("cli.transit.importFailed", ["reason": .localized(FileFailure.reason(error, folder: folder))]))
                throw ExitCode.ioError
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: Help.text("cli.help.transit.list.abstract"))

        @Flag(help: .text("cli.help.common.json")) var json = false

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let feeds = toolkit.routes.transit.feeds()
            if json {
                try printJSON(feeds)
                return
            }
            let language = cliLanguage()
            if feeds.isEmpty {
                printError(LocalizedText("cli.transit.none").text(in: language))
                return
            }
            let number = IntegerFormatStyle<Int>.number.locale(Locale(identifier: language.rawValue))
            let rows = feeds.map { feed in
                [
                    feed.id, feed.agency, "\(feed.firstDay ?? "—") → \(feed.lastDay ?? "—")", feed.timeZone, feed.stops.formatted(number),
                    feed.trips.formatted(number), feed.importedAt.formatted(.iso8601),
                ]
            }
            print(TextTable(header: columns(LocalizedText("cli.transit.columns"), in: language), rows: rows).rendered)
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: Help.text("cli.help.transit.remove.abstract"))

        @Argument(help: .text("cli.help.transit.remove.id")) var id: String

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            do {
                try toolkit.routes.transit.remove(id: id)
                print(LocalizedText("cli.transit.removed", ["id": "\(id)"]).text(in: cliLanguage()))
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }
}
