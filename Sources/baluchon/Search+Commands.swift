import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

/// `baluchon search`: kinds of place, names and addresses around a point, from the imported regions.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: Help.text("cli.help.search.abstract"),
        discussion: Help.text("cli.help.search.discussion"))

    @Argument(help: .text("cli.help.search.text")) var text: [String]
    // Unconditional: a southern or western point (-33.86,151.21) is the value, not another option.
    @Option(parsing: .unconditional, help: .text("cli.help.search.near")) var near: String?
    @Option(help: .text("cli.help.search.radius")) var radius: String?
    @Option(help: .text("cli.help.search.limit")) var limit: String?
    @Flag(help: .text("cli.help.search.online")) var online = false
    @Flag(help: .text("cli.help.common.json")) var json = false

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
        commandName: "where", abstract: Help.text("cli.help.where.abstract"))

    @Argument(parsing: .allUnrecognized, help: .text("cli.help.common.point"))
    var coordinates: [String]
    @Flag(help: .text("cli.help.where.online")) var online = false
    @Flag(help: .text("cli.help.common.json")) var json = false

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
