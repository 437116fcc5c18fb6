import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon country FR`: currency, languages, calling code, neighbours, capital, time zones.
struct CountryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "country", abstract: Help.text("cli.help.country.abstract"))

    @Argument(help: .text("cli.help.country.code")) var code: String
    @Flag(help: .text("cli.help.common.json")) var json = false

    func run() async throws {
        let (toolkit, _) = try await ToolkitLoader.load()
        do {
            let answer = try await toolkit.places.country(code, language: cliLanguage())
            if json {
                try printJSON(answer)
                return
            }
            let facts = answer.value
            func named(_ list: [CountryFacts.Named]) -> String { list.map { "\($0.name) (\($0.code))" }.joined(separator: ", ") }
            let language = cliLanguage()
            let locale = Locale(identifier: language.rawValue)
            func count(_ value: Int) -> String { value.formatted(.number.locale(locale)) }
            let lines: [(LocalizedText, String)] = [
                (LocalizedText("cli.country.country"), "\(facts.name) (\(facts.code), \(facts.iso3), \(facts.isoNumeric))"),
                (LocalizedText("cli.country.capital"), facts.capital ?? "–"),
                (LocalizedText("cli.country.continent"), facts.continent?.name ?? "–"),
                (LocalizedText("cli.country.population"), count(facts.population)),
                (LocalizedText("cli.country.area"), facts.areaSquareKilometres.map { "\(count(Int($0))) km²" } ?? "–"),
                (LocalizedText("cli.country.currency"), facts.currency.map { "\($0.name) (\($0.code))" } ?? "–"),
                (LocalizedText("cli.country.languages"), facts.languages.isEmpty ? "–" : named(facts.languages)),
                (LocalizedText("cli.country.callingCode"), facts.callingCode ?? "–"),
                (LocalizedText("cli.country.neighbours"), facts.neighbours.isEmpty ? "–" : named(facts.neighbours)),
                (LocalizedText("cli.country.timeZones"), facts.timeZones.isEmpty ? "–" : facts.timeZones.joined(separator: ", ")),
                (LocalizedText("cli.country.internet"), facts.topLevelDomain ?? "–"),
            ]
            for (label, value) in lines { print(label.text(in: language).padding(toLength: 14, withPad: " ", startingAt: 0) + value) }
        } catch let error as any TravellerError {
            throw fail(with: error)
        }
    }
}
