import ArgumentParser
import BaluchonToolkit
import Foundation

struct Doctor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "List every provider with its state, last success, last error, calls today and, for paid ones, characters against their daily budget.")

    func run() async throws {
        let (toolkit, _) = try await ToolkitLoader.load()
        let settings = toolkit.settings
        print("Data directory: \(settings.dataDirectory.path)")
        print("Store:          \(settings.database.map { "PostgreSQL \($0)" } ?? "SQLite in the data directory")")
        print("Web app:        \(settings.publicDirectory.path)")
        let rows = await toolkit.providerReports().flatMap(\.providers).map { report in
            [
                report.capability.rawValue,
                report.id + (report.active ? "" : " (off)"),
                report.state == "configured" ? "ok" : "not configured",
                report.lastSuccess.map(Self.format) ?? "–",
                report.lastError.map { "\(Self.format($0.at)) \($0.message)" } ?? "–",
                String(report.callsToday),
                report.dailyCharacters.map { "\(report.charactersToday ?? 0) / \($0)" } ?? "–",
                report.detail,
            ]
        }
        let header = ["capability", "provider", "state", "last success", "last error", "calls today", "characters today", "detail"]
        print(TextTable(header: header, rows: rows).rendered)
    }

    static func format(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
    }
}
