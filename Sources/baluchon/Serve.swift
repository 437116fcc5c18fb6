import ArgumentParser
import BaluchonServer
import BaluchonToolkit
import Hummingbird

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start the web app and the JSON API (BALUCHON_HOST, BALUCHON_PORT).")

    func run() async throws {
        let (toolkit, logger) = try await ToolkitLoader.load(label: "baluchon.server")
        let settings = toolkit.settings
        logger.info(
            "Baluchon \(Toolkit.version) on http://\(settings.host):\(settings.port)",
            metadata: [
                "data": "\(settings.dataDirectory.path)",
                "store": "\(settings.database.map(String.init(describing:)) ?? "SQLite")",
                "web": "\(settings.publicDirectory.path)",
                "providers": "\(toolkit.activeProvidersSummary())",
            ])
        try await buildApplication(toolkit: toolkit, logger: logger).runService()
        logger.info("Baluchon stopped")
    }
}
