import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon search`: kinds of place, names and addresses around a point, from the imported regions.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find a kind of place (\"pharmacie\", \"ATM\") or a name around a point: baluchon search pharmacie --near 43.7384,7.4246",
        discussion: "Kinds come from the imported regions (baluchon region import), or from the Overpass API outside them. "
            + "A negative latitude follows --near as it is: --near -33.86,151.21.")

    @Argument(help: "A kind of place, a name or an address.") var text: [String]
    // Unconditional: a southern or western point (-33.86,151.21) is the value, not another option.
    @Option(parsing: .unconditional, help: "The point to search around, latitude,longitude.") var near: String?
    @Option(help: "Metres around the point (1–50000, default 2000).") var radius: String?
    @Option(help: "How many results (1–50, default 20).") var limit: String?
    @Flag(help: "Also ask Nominatim for names and addresses (needs the network).") var online = false
    @Flag(help: "Print JSON.") var json = false

    func run() async throws {
        let (toolkit, _) = try await ToolkitLoader.load()
        let language = cliLanguage()
        do {
            let answer = try await toolkit.search.search(
                query: text.joined(separator: " "), near: near.map { try Coordinate(parameter: $0, name: "near") },
                radius: SearchParameters.radius(radius), limit: SearchParameters.limit(limit), source: online ? .online : .offline,
                language: language)
            if json {
                try printJSON(answer)
                return
            }
            printSearch(answer, language: language)
        } catch SearchError.missingNear {
            throw LateUsageError(command: Self.self, message: LocalizedText("cli.search.missingNear"))
        } catch let error as any TravellerError {
            throw fail(with: error)
        }
    }
}

/// `baluchon where`: the street and town of a point.
struct WhereCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "where", abstract: "Say where a point is (nearest street and town): baluchon where 43.7384 7.4246")

    @Argument(parsing: .allUnrecognized, help: "Latitude and longitude; a negative one as it is or after --: -33.87 151.21.")
    var coordinates: [String]
    @Flag(help: "Also ask Nominatim for the full address (needs the network).") var online = false
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        _ = try coordinatePair(coordinates)
    }

    func run() async throws {
        let (toolkit, _) = try await ToolkitLoader.load()
        let language = cliLanguage()
        do {
            let (latitude, longitude) = try coordinatePair(coordinates)
            let point = try Coordinate(latitude: latitude, longitude: longitude)
            let answer = try await toolkit.search.whereAmI(point, source: online ? .online : .offline, language: language)
            if json {
                try printJSON(answer)
                return
            }
            print(answer.label)
            if let street = answer.street {
                printError(
                    LocalizedText("cli.where.street", ["name": "\(street.name)", "distance": "\(formatDistance(street.distance))"]).text(in: language)
                )
            }
            if let address = answer.address { print(address) }
            let source = answer.region.map { LocalizedText("cli.where.region", ["region": "\($0)", "attribution": "\(answer.attribution)"]) }
            printError((source ?? LocalizedText("cli.where.gazetteer")).text(in: language))
        } catch let error as any TravellerError {
            throw fail(with: error)
        }
    }
}

/// Prints search results as a table: name, distance, direction, opening hours, source.
func printSearch(_ answer: SearchAnswer, language: UILanguage) {
    if let note = answer.note { printError(note) }
    if answer.results.isEmpty {
        printError(LocalizedText("cli.search.none").text(in: language))
    } else {
        let rows = answer.results.map { result in
            [
                result.name, result.distance.map(formatDistance) ?? "", result.direction ?? "", result.openingHours ?? "",
                source(of: result, language: language),
            ]
        }
        let header = columns(LocalizedText("cli.search.columns"), in: language)
        print(TextTable(header: header, rows: rows).rendered)
    }
    if !answer.suggestions.isEmpty {
        let names = answer.suggestions.map(\.name).joined(separator: ", ")
        printError(LocalizedText("cli.search.closestKinds", ["names": "\(names)"]).text(in: language))
    }
    if let kind = answer.kind { printError("\(LocalizedText("cli.search.kind").text(in: language)): \(kind.name) · \(answer.attribution)") }
}

/// Where a result comes from: an imported region (“region monaco”, in the reader's words), or the provider's id.
private func source(of result: SearchResult, language: UILanguage) -> String {
    result.region.map { LocalizedText("cli.search.fromRegion", ["region": "\($0)"]).text(in: language) } ?? result.source
}

func formatDistance(_ metres: Double) -> String {
    metres < 1_000 ? "\(Int(metres.rounded())) m" : String(format: "%.1f km", metres / 1_000)
}
