import ArgumentParser
import BaluchonCore
import BaluchonToolkit
import Foundation

struct Doctor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: Help.text("cli.help.doctor.abstract"))

    @Option(name: .customLong("lang"), help: .text("cli.help.doctor.lang"))
    var language: UILanguage?

    func run() async throws {
        let language = language ?? cliLanguage()
        let (toolkit, _) = try await ToolkitLoader.load(language: language)
        let settings = toolkit.settings
        func text(_ key: String, _ arguments: [String: LocalizedText.Argument] = [:]) -> String {
            LocalizedText("cli.doctor.\(key)", arguments).text(in: language)
        }
        let store = settings.database.map { text("postgres", ["url": "\($0)"]) } ?? text("sqlite")
        let facts = [(text("dataDirectory"), settings.dataDirectory.path), (text("store"), store), (text("webApp"), settings.publicDirectory.path)]
        let width = facts.map(\.0.count).max() ?? 0
        for (label, value) in facts { print(label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value) }
        // Each cell typed on its own line: one array literal of optional chains took the type checker seconds.
        let rows = await toolkit.providerReports(language: language).flatMap(\.providers).map { report -> [String] in
            let provider: String = report.id + (report.active ? "" : text("off"))
            let state: String = report.state == "configured" ? text("ok") : text("notConfigured")
            let success: String = report.lastSuccess.map(Self.format) ?? "–"
            var failure = "–"
            if let error = report.lastError { failure = Self.format(error.at) + " " + error.message }
            var characters = "–"
            if let daily = report.dailyCharacters { characters = String(report.charactersToday ?? 0) + " / " + String(daily) }
            return [report.capability.rawValue, provider, state, success, failure, String(report.callsToday), characters, report.detail]
        }
        let header = ["capability", "provider", "state", "lastSuccess", "lastError", "callsToday", "charactersToday", "detail"].map {
            text("column.\($0)")
        }
        print(TextTable(header: header, rows: rows).rendered)
    }

    static func format(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
    }
}
