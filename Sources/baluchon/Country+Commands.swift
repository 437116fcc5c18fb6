import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon country FR`: currency, languages, calling code, neighbours, capital, time zones.
struct CountryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "country", abstract: "Facts about a country from its ISO code: currency, languages, calling code, neighbours…")

    @Argument(help: "Two-letter ISO 3166 code (FR, JP, US…).") var code: String
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        let (toolkit, _) = try await ToolkitLoader.load()
        do {
            let answer = try await toolkit.places.country(code, language: cliLanguage())
            if json {
                print(try jsonText(answer))
                return
            }
            let facts = answer.value
            func named(_ list: [CountryFacts.Named]) -> String { list.map { "\($0.name) (\($0.code))" }.joined(separator: ", ") }
            let lines: [(String, String)] = [
                ("Country", "\(facts.name) (\(facts.code), \(facts.iso3), \(facts.isoNumeric))"),
                ("Capital", facts.capital ?? "–"),
                ("Continent", facts.continent?.name ?? "–"),
                ("Population", facts.population.formatted()),
                ("Area", facts.areaSquareKilometres.map { "\(Int($0).formatted()) km²" } ?? "–"),
                ("Currency", facts.currency.map { "\($0.name) (\($0.code))" } ?? "–"),
                ("Languages", facts.languages.isEmpty ? "–" : named(facts.languages)),
                ("Calling code", facts.callingCode ?? "–"),
                ("Neighbours", facts.neighbours.isEmpty ? "–" : named(facts.neighbours)),
                ("Time zones", facts.timeZones.isEmpty ? "–" : facts.timeZones.joined(separator: ", ")),
                ("Internet", facts.topLevelDomain ?? "–"),
            ]
            for (label, value) in lines { print(label.padding(toLength: 14, withPad: " ", startingAt: 0) + value) }
        } catch let error as any TravellerError {
            throw fail(with: error)
        }
    }
}
