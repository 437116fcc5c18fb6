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
            let language = cliLanguage()
            let locale = Locale(identifier: language.rawValue)
            func count(_ value: Int) -> String { value.formatted(.number.locale(locale)) }
            let lines: [(LocalizedText, String)] = [
                (LocalizedText(en: "Country", fr: "Pays"), "\(facts.name) (\(facts.code), \(facts.iso3), \(facts.isoNumeric))"),
                (LocalizedText(en: "Capital", fr: "Capitale"), facts.capital ?? "–"),
                (LocalizedText(en: "Continent", fr: "Continent"), facts.continent?.name ?? "–"),
                (LocalizedText(en: "Population", fr: "Population"), count(facts.population)),
                (LocalizedText(en: "Area", fr: "Superficie"), facts.areaSquareKilometres.map { "\(count(Int($0))) km²" } ?? "–"),
                (LocalizedText(en: "Currency", fr: "Monnaie"), facts.currency.map { "\($0.name) (\($0.code))" } ?? "–"),
                (LocalizedText(en: "Languages", fr: "Langues"), facts.languages.isEmpty ? "–" : named(facts.languages)),
                (LocalizedText(en: "Calling code", fr: "Indicatif"), facts.callingCode ?? "–"),
                (LocalizedText(en: "Neighbours", fr: "Voisins"), facts.neighbours.isEmpty ? "–" : named(facts.neighbours)),
                (LocalizedText(en: "Time zones", fr: "Fuseaux"), facts.timeZones.isEmpty ? "–" : facts.timeZones.joined(separator: ", ")),
                (LocalizedText(en: "Internet", fr: "Internet"), facts.topLevelDomain ?? "–"),
            ]
            for (label, value) in lines { print(label.text(in: language).padding(toLength: 14, withPad: " ", startingAt: 0) + value) }
        } catch let error as any TravellerError {
            throw fail(with: error)
        }
    }
}
