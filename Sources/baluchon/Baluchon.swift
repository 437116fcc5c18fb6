import ArgumentParser
import BaluchonToolkit

@main
struct Baluchon: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baluchon",
        abstract: "The traveller's Swiss-army knife: money, words, weather, places, routes — offline first.",
        discussion: "Settings come from BALUCHON_* environment variables or baluchon.json; see the README.",
        version: Toolkit.version,
        subcommands: [
            Serve.self, Doctor.self, Convert.self, Rates.self, Currencies.self, Calc.self, PlaceCommand.self, SearchCommand.self, WhereCommand.self,
            CountryCommand.self, DataCommand.self, WeatherCommand.self, Translate.self, Detect.self, Languages.self, PhraseCommand.self,
            RouteCommand.self,
            RegionCommand.self, TransitCommand.self, RollCommand.self, DiceCommand.self,
            CodeCommand.self, QRCommand.self, SavedPlacesCommand.self, PackCommand.self,
        ]
    )
}
