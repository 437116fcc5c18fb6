import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon route "Andorra la Vella" "Encamp" --mode walk [--lang fr] [--gpx file] [--speak]`, and by
/// public transport `--mode transit --depart 2024-12-16T08:30`.
struct RouteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: Help.text("cli.help.route.abstract"),
        discussion: Help.text("cli.help.route.discussion"))

    @Argument(help: .text("cli.help.route.from"))
    var from: String

    @Argument(help: .text("cli.help.route.to"))
    var to: String

    @Option(help: .text("cli.help.route.mode"))
    var mode: String = "car"

    @Option(help: .text("cli.help.route.depart"))
    var depart: String?

    @Flag(help: .text("cli.help.route.shortest"))
    var shortest = false

    @Option(name: .customLong("lang"), help: .text("cli.help.route.lang"))
    var language: UILanguage?

    @Option(help: .text("cli.help.route.gpx"))
    var gpx: String?

    @Flag(help: .text("cli.help.route.speak"))
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
