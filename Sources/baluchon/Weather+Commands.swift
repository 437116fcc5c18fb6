import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon weather "New York" Quimper [--units imperial] [--forecast]`.
struct WeatherCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather",
        abstract: "Weather now, and with --forecast the next 24 hours and 7 days, for cities or coordinates.",
        discussion: """
            Each place is a city name, a gazetteer id or latitude,longitude ("48.85,2.35"); quote names with spaces.
            Coordinates may start with a minus sign, as they are or after --: baluchon weather -33.87,151.21
            """)

    // Unrecognized words are places too, so that "-33.87,151.21" is not taken for an option.
    @Argument(parsing: .allUnrecognized, help: "Cities, gazetteer ids or latitude,longitude pairs.")
    var places: [String]

    @Option(help: "metric (°C, km/h, mm) or imperial (°F, mph, in).")
    var units: String = "metric"

    @Flag(help: "Also show the next 24 hours and the next 7 days.")
    var forecast = false

    @Option(name: .customLong("lang"), help: "Language of the descriptions (default: from LANG).")
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
