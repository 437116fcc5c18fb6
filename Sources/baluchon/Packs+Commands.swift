import ArgumentParser
import BaluchonCore
import BaluchonServer
import BaluchonToolkit
import Foundation

/// `baluchon pack info`: the trip pack of an area as the server would give it, built (or read from
/// `<data dir>/packs/`) through the toolkit with the same rules as `GET /api/v1/packs`.
struct PackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack", abstract: Help.text("cli.help.pack.abstract"), subcommands: [Info.self])

    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: Help.text("cli.help.pack.info.abstract"),
            discussion: Help.text("cli.help.pack.info.discussion"))

        @Option(help: .text("cli.help.pack.info.region")) var region: String?
        @Option(help: .text("cli.help.pack.info.near")) var near: String?
        @Option(help: .text("cli.help.pack.info.radius")) var radius: String?
        @Option(help: .text("cli.help.pack.info.list")) var list: String?
        @Flag(help: .text("cli.help.pack.info.json")) var json = false

        func run() async throws {
            let (toolkit, _) = try await ToolkitLoader.load()
            let language = cliLanguage()
            try await reportingFailures {
                let options = ["region": region, "near": near, "radius": radius, "list": list]
                let asked = try PackAreaQuery { name in options[name].flatMap { $0?.isEmpty == false ? $0 : nil } }
                let area = try toolkit.packs.area(asked)
                let manifest = try await toolkit.packs.manifest(
                    for: area, query: asked.parameters, language: language, rates: try await PackRates.current(toolkit.money, language: language),
                    work: InPlaceWork())
                if json {
                    try printJSON(manifest)
                    return
                }
                print("\(manifest.name) · \(manifest.id) · \(manifest.version)")
                let rows = manifest.parts.map { part in
                    [
                        part.id.rawValue, ByteSize.text(Int64(part.bytes), language: language),
                        part.count.map { $0.formatted(.number.locale(Locale(identifier: language.rawValue))) } ?? "",
                        part.dataDate ?? "", part.version,
                    ]
                }
                let header = LocalizedText("cli.pack.columns").text(in: language).split(separator: "|").map(String.init)
                print(TextTable(header: header, rows: rows).rendered)
                print(
                    LocalizedText("cli.pack.total", ["size": "\(ByteSize.text(Int64(manifest.totalBytes), language: language))"]).text(in: language))
                for missing in manifest.missing { print("– \(missing.id): \(missing.message)") }
            }
        }
    }
}
