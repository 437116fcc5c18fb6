import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon place search|near`: the gazetteer from a terminal, no server needed.
struct PlaceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place", abstract: "Find places by name or by coordinates (offline GeoNames gazetteer).",
        subcommands: [Search.self, Near.self])

    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Search places by name, in any language or script (\"sao paulo\", \"Kemper\", \"坎佩尔\").")

        @Argument(help: "The name or its beginning.") var text: [String]
        @Option(help: "Only places in this country (ISO code such as FR).") var country: String?
        @Option(help: "How many places (1–50).") var limit: String?
        @Flag(help: "Ask OpenStreetMap Nominatim instead (needs the network; addresses too).") var online = false
        @Flag(help: "Print JSON.") var json = false

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
            abstract: "The places nearest to a point: baluchon place near 47.996 -4.102 (decimal degrees).")

        @Argument(parsing: .allUnrecognized, help: "Latitude and longitude; a negative one as it is or after --: -33.87 151.21.")
        var coordinates: [String]
        @Option(help: "How many places (1–20).") var limit: String?
        @Flag(help: "Print JSON.") var json = false

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
