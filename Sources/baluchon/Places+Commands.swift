import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon place search|near`: the gazetteer from a terminal, no server needed.
struct PlaceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place", abstract: Help.text("cli.help.place.abstract"),
        subcommands: [Search.self, Near.self])

    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.place.search.abstract"))

        @Argument(help: .text("cli.help.place.search.text")) var text: [String]
        @Option(help: .text("cli.help.place.search.country")) var country: String?
        @Option(help: .text("cli.help.place.search.limit")) var limit: String?
        @Flag(help: .text("cli.help.place.search.online")) var online = false
        @Flag(help: .text("cli.help.common.json")) var json = false

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let query = text.joined(separator: " ")
            do {
                let count = try PlaceQuery.limit(limit)
                let answer =
                    online
                    ? try await toolkit.places.searchOnline(text: query, country: country, limit: count, language: cliLanguage())
                    : try await toolkit.places.search(text: query, country: country, limit: count, language: cliLanguage())
                try printPlaces(answer, json: json)
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }

    struct Near: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.place.near.abstract"))

        @Argument(parsing: .allUnrecognized, help: .text("cli.help.common.point"))
        var coordinates: [String]
        @Option(help: .text("cli.help.place.near.limit")) var limit: String?
        @Flag(help: .text("cli.help.common.json")) var json = false

        func validate() throws {
            _ = try coordinatePair(coordinates)
        }

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            do {
                let (latitude, longitude) = try coordinatePair(coordinates)
                let point = try Coordinate(latitude: latitude, longitude: longitude)
                let count = try PlaceQuery.limit(limit, range: PlacesService.nearestLimits, default: 1)
                let answer = try await toolkit.places.nearest(to: point, limit: count, language: cliLanguage())
                try printPlaces(answer, json: json)
            } catch let error as any TravellerError {
                throw fail(with: error)
            }
        }
    }
}

/// Prints places as a table (or JSON), with the source on stderr.
func printPlaces(_ answer: Sourced<[PlaceResult]>, json: Bool) throws {
    if json {
        try printJSON(answer)
        return
    }
    let language = cliLanguage()
    if answer.value.isEmpty {
        printError(LocalizedText("cli.places.none").text(in: language))
        return
    }
    let locale = Locale(identifier: language.rawValue)
    // The last column: how far (0,3 km in French), else how well the name matched, else the address.
    func how(_ place: PlaceResult) -> String {
        if let metres = place.distanceMetres { return (metres / 1000).formatted(.number.precision(.fractionLength(1)).locale(locale)) + " km" }
        if let match = place.match { return LocalizedText("cli.places.match." + match.rawValue).text(in: language) }
        return place.address ?? ""
    }
    let rows = answer.value.map { place in
        [
            [place.name, place.section].compactMap { $0 }.joined(separator: " — "), place.admin1 ?? "",
            "\(place.countryName ?? place.countryCode) (\(place.countryCode))",
            String(format: "%.5f, %.5f", place.latitude, place.longitude), place.population.map { $0.formatted(.number.locale(locale)) } ?? "",
            place.timeZone ?? "", place.localTime?.time ?? "", how(place),
        ]
    }
    let header = columns(LocalizedText("cli.places.columns"), in: language)
    print(TextTable(header: header, rows: rows).rendered)
    let stale = answer.provenance.stale ? LocalizedText("cli.places.stale").text(in: language) : ""
    printError(LocalizedText("cli.places.source", ["source": "\(answer.provenance.source)"]).text(in: language) + stale)
}
