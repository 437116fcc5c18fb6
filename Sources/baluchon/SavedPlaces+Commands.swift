import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon places add|list|export|import`: the saved places of this machine, kept in `saved-places.json`
/// in the data directory, and the tracks imported with them, in `saved-tracks.json`.
struct SavedPlacesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "places", abstract: Help.text("cli.help.places.abstract"),
        subcommands: [Add.self, List.self, Export.self, Import.self])

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.places.add.abstract"))

        @Argument(help: .text("cli.help.places.add.name")) var name: String
        // Every word not an option, so that a southern or western position (-33.8568,151.2153) is not read as one.
        @Argument(parsing: .allUnrecognized, help: .text("cli.help.places.add.position")) var position: [String]
        @Option(help: .text("cli.help.places.add.note")) var note: String = ""
        @Option(help: .text("cli.help.places.add.colour")) var colour: String?
        @Option(help: .text("cli.help.places.add.group")) var group: String = ""
        // Unconditional: a southern or western reference (-33.86,151.21) is the value, not another option.
        @Option(parsing: .unconditional, help: .text("cli.help.common.plusCodeNear")) var near: String?

        func validate() throws {
            _ = try freeWords(position)
        }

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let position = try freeWords(position).joined(separator: " ")
            do {
                let reference = try near.map { try Coordinate(parameter: $0, name: "near") }
                guard case .point(let point, _) = try await toolkit.sharing.decode(position, near: reference, language: cliLanguage())
                else { throw SharingError.unrecognisedCode(position) }
                // Seven decimals (about a centimetre): a code's cell centre carries digits that mean nothing.
                let place = try SavedPlace(
                    name: name, note: note, latitude: (point.latitude * 1e7).rounded() / 1e7, longitude: (point.longitude * 1e7).rounded() / 1e7,
                    savedAt: Date(), colour: colour, group: group)
                let store = SavedPlacesFile(toolkit: toolkit)
                try store.save(try store.load() + [place])
                print("\(place.name): \(String(format: "%.7f, %.7f", place.latitude, place.longitude))")
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: Help.text("cli.help.places.list.abstract"))
        @Flag(help: .text("cli.help.places.list.json")) var json = false
        @Flag(help: .text("cli.help.places.list.tracks")) var tracks = false

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            do {
                let store = SavedPlacesFile(toolkit: toolkit)
                if json {
                    if tracks { try printJSON(try store.loadTracks()) } else { try printJSON(try store.load()) }
                } else {
                    printTable(try store.load())
                    printTracks(try store.loadTracks(), language: cliLanguage())
                }
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }

    struct Export: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.places.export.abstract"))
        @Option(help: .text("cli.help.places.export.format")) var format: String = "code"
        @Option(name: .shortAndLong, help: .text("cli.help.places.export.output")) var output: String?
        @Option(help: .text("cli.help.places.export.title")) var title: String = "Baluchon"

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            do {
                let store = SavedPlacesFile(toolkit: toolkit)
                let (places, tracks) = (try store.load(), try store.loadTracks())
                let data: Data
                if format.lowercased() == "code" {
                    data = Data((try ListCode.encode(places, tracks: tracks) + "\n").utf8)
                } else {
                    guard let fileFormat = try? PlaceFileFormat(parameter: format, name: "format") else {
                        let known = PlaceFileFormat.allCases.map(\.rawValue) + ["code"]
                        throw ParameterError.unknownChoice(name: "format", value: String(format.prefix(20)), known: known)
                    }
                    data = try toolkit.sharing.exportFile(places, tracks: tracks, as: fileFormat, title: title)
                }
                if let output { try CommandFiles.write(data, to: output) } else { FileHandle.standardOutput.write(data) }
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.places.import.abstract"))
        @Argument(help: .text("cli.help.places.import.source")) var source: String

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            do {
                let incoming: PlaceFileContents
                if source.uppercased().hasPrefix(ListCode.prefix) {
                    incoming = try ListCode.contents(source)
                } else if let code = ListLink.code(in: source) {
                    incoming = try ListCode.contents(code)
                } else {
                    incoming = try toolkit.sharing.importFile(
                        CommandFiles.read(source), fileName: URL(fileURLWithPath: source).lastPathComponent)
                }
                let store = SavedPlacesFile(toolkit: toolkit)
                let existing = try store.load()
                let merge = PlaceMerge(existing: existing, incoming: incoming.places)
                try store.save(existing + merge.added)
                let language = cliLanguage()
                let imported = LocalizedText(
                    "cli.saved.imported",
                    [
                        "added": counted(LocalizedText("cli.saved.added", count: merge.added.count)),
                        "already": counted(LocalizedText("cli.saved.alreadyThere", count: merge.duplicates.count)),
                    ])
                print(imported.text(in: language))
                if !incoming.tracks.isEmpty {
                    let kept = try store.loadTracks()
                    let added = incoming.tracks.filter { !kept.contains($0) }
                    try store.save(tracks: kept + added)
                    print(LocalizedText("cli.saved.tracksFound", count: added.count, ["found": "\(incoming.tracks.count)"]).text(in: language))
                    printTracks(incoming.tracks, language: language)
                }
                if !incoming.skipped.isEmpty { printError(SavedPlacesCommand.skipped(incoming.skipped, language: language)) }
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }

    /// "Left out, with no position: waypoint 3, “Col” (waypoint 5)." in the terminal's language.
    static func skipped(_ skipped: [SkippedPlace], language: UILanguage) -> String {
        let places = skipped.map { place in
            place.name.map { LocalizedText("cli.saved.skippedNamed", ["name": "\($0)", "index": "\(place.index)"]) }
                ?? LocalizedText("cli.saved.skippedPlace", ["index": "\(place.index)"])
        }
        return LocalizedText("cli.saved.skipped", ["places": "\(places.map { $0.text(in: language) }.joined(separator: ", "))"]).text(in: language)
    }

    /// One line a track: “Traversée”  100000 points  12.3 km.
    static func printTracks(_ tracks: [SavedTrack], language: UILanguage) {
        for track in tracks {
            let name = track.name.isEmpty ? LocalizedText("cli.saved.trackUnnamed").text(in: language) : track.name
            let points = counted(LocalizedText("cli.count.point", count: track.points.count))
            print(
                LocalizedText("cli.saved.track", ["name": "\(name)", "points": points, "length": "\(formatDistance(track.length))"]).text(
                    in: language))
        }
    }

    static func printTable(_ places: [SavedPlace]) {
        for place in places {
            let group = place.group.isEmpty ? "" : " [\(place.group)]"
            print("\(place.name)\(group)  \(String(format: "%.7f", place.latitude)), \(String(format: "%.7f", place.longitude))")
            if !place.note.isEmpty { print("    \(place.note)") }
        }
    }
}

/// The CLI's saved list: the places in one JSON file in the data directory, the tracks in another, each
/// replaced atomically.
struct SavedPlacesFile {
    let url: URL
    let tracksURL: URL

    init(toolkit: Toolkit) {
        url = toolkit.settings.dataDirectory.appendingPathComponent("saved-places.json")
        tracksURL = toolkit.settings.dataDirectory.appendingPathComponent("saved-tracks.json")
    }

    func load() throws -> [SavedPlace] { try Self.read(url) }

    func loadTracks() throws -> [SavedTrack] { try Self.read(tracksURL) }

    func save(_ places: [SavedPlace]) throws { try Self.write(places, to: url) }

    func save(tracks: [SavedTrack]) throws { try Self.write(tracks, to: tracksURL) }

    private static func read<Item: Decodable>(_ url: URL) throws -> [Item] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode([Item].self, from: CommandFiles.read(url.path))
        } catch is DecodingError {
            throw PlainTravellerError(
                code: .damagedSavedPlaces, kind: .internal,
                message: LocalizedText("error.damaged_saved_places.message", ["path": "\(url.path)"]),
                hint: LocalizedText("error.damaged_saved_places.hint"))
        }
    }

    private static func write(_ items: some Encodable, to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(items).write(to: url, options: .atomic)
    }
}
