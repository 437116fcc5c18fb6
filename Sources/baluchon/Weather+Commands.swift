import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon weather "New York" Quimper [--units imperial] [--forecast]`.
struct WeatherCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather",
        abstract: Help.text("cli.help.weather.abstract"),
        discussion: Help.text("cli.help.weather.discussion"))

    // Unrecognized words are places too, so that "-33.87,151.21" is not taken for an option.
    @Argument(parsing: .allUnrecognized, help: .text("cli.help.weather.places"))
    var places: [String]

    @Option(help: .text("cli.help.weather.units"))
    var units: String = "metric"

    @Flag(help: .text("cli.help.weather.forecast"))
    var forecast = false

    @Option(name: .customLong("lang"), help: .text("cli.help.weather.lang"))
    var language: UILanguage?

    func validate() throws {
        _ = try freeWords(places)
    }

    func run() async throws {
        let language = language ?? cliLanguage()
        let located: [LocatedWeather]
        let units: WeatherUnits
        let (toolkit, _) = try await ToolkitLoader.load(language: language)
        let typed = try freeWords(places)
        do {
            units = try WeatherUnits.parse(self.units)
            let parsed = try typed.map { text throws(WeatherError) in try WeatherPlace.parse(text) }
            located = try await toolkit.weather.weather(for: parsed.isEmpty ? try WeatherPlace.list(from: nil) : parsed, language: language)
        } catch let error as any TravellerError {
            throw fail(with: error, language: language)
        }
        let now = toolkit.monitor.now()
        let text = WeatherText(language: language, units: units, now: now, providerName: toolkit.weather.providerName(of:))
        print(zip(located, typed).map { text.render($0, typed: $1, forecast: forecast) }.joined(separator: "\n\n"))
        // Each place has said why it has no weather; when none has any, the command has failed (69 offline).
        if let failure = located.first?.outcome.failure, located.allSatisfy({ $0.outcome.report == nil }) { throw ExitCode.of(failure) }
    }
}
