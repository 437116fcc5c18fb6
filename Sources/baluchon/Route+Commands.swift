import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon route "Andorra la Vella" "Encamp" --mode walk [--lang fr] [--gpx file] [--speak]`, and by
/// public transport `--mode transit --depart 2024-12-16T08:30`.
struct RouteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: "A route between two places, step by step, offline in imported regions and online elsewhere.",
        discussion: """
            Each end is a city from the gazetteer or latitude,longitude ("43.7384,7.4246"); quote names with spaces.
            A negative latitude comes after --, which ends the options: baluchon route --mode walk -- -33.8568,151.2153 -33.8523,151.2108.
            Modes: car, walk, bicycle, transit (on imported GTFS feeds, see baluchon transit, else online from Transitous), or any (every mode compared, the fastest shown).
            --depart is the city's local time (2024-12-16T08:30) or an instant with its offset; now by default.
            """)

    @Argument(help: "Where from: a city or latitude,longitude.")
    var from: String

    @Argument(help: "Where to: a city or latitude,longitude.")
    var to: String

    @Option(help: "car, walk, bicycle, transit or any.")
    var mode: String = "car"

    @Option(help: "When to leave, for public transport: 2024-12-16T08:30 (local time) or with an offset.")
    var depart: String?

    @Flag(help: "The shortest route rather than the fastest.")
    var shortest = false

    @Option(name: .customLong("lang"), help: "Language of the instructions (default: from LANG).")
    var language: UILanguage?

    @Option(help: "Also write the route to this GPX file.")
    var gpx: String?

    @Flag(help: "Read the instructions aloud with espeak-ng.")
    var speak = false

    func run() async throws {
        let language = language ?? cliLanguage()
        let (toolkit, _) = try await ToolkitLoader.load(language: language)
        let outcome: RouteOutcome
        let start: NamedPoint
        let end: NamedPoint
        do {
            let travelMode = try TravelMode(parameter: mode, name: "mode")
            let departure = try DepartureTime.parse(depart)
            start = try await NamedPoint.resolve(from, parameter: "from", places: toolkit.places, language: language)
            end = try await NamedPoint.resolve(to, parameter: "to", places: toolkit.places, language: language)
            outcome = try await toolkit.routes.route(
                from: start.coordinate, to: end.coordinate, mode: travelMode, preference: shortest ? .shortest : .fastest, departure: departure)
        } catch let error as any TravellerError {
            throw fail(with: error, language: language)
        }
        let text = RouteText(language: language)
        print(text.render(outcome, from: start.name, to: end.name))
        if let gpx {
            let document = RouteGPX.document(for: outcome.route, name: "\(start.name) → \(end.name)", language: language, createdAt: Date())
            do {
                try CommandFiles.write(Data(document.utf8), to: gpx)
            } catch {
                throw fail(with: error, language: language)
            }
        }
        if speak { await Speech.say(text.sentences(outcome), language: language) }
    }
}
