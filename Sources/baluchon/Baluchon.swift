import ArgumentParser
import BaluchonToolkit

@main
struct Baluchon: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baluchon",
        abstract: Help.text("cli.help.baluchon.abstract"),
        discussion: Help.text("cli.help.baluchon.discussion"),
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
