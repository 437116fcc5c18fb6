import ArgumentParser
import BaluchonCore
import BaluchonServer
import BaluchonToolkit
import Foundation
import Hummingbird
import NIOCore

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: Help.text("cli.help.serve.abstract"))

    func run() async throws {
        let (toolkit, logger) = try await ToolkitLoader.load(label: "baluchon.server", defaultLevel: .info)
        let settings = toolkit.settings
        logger.info(
            "Baluchon \(Toolkit.version) on http://\(settings.host):\(settings.port)",
            metadata: [
                "data": "\(settings.dataDirectory.path)",
                "store": "\(settings.database.map(String.init(describing:)) ?? "SQLite")",
                "web": "\(settings.publicDirectory.path)",
                "providers": "\(toolkit.activeProvidersSummary())",
            ])
        if !FileManager.default.fileExists(atPath: settings.publicDirectory.appendingPathComponent("index.html").path) {
            logger.warning(
                "No web app in \(settings.publicDirectory.path) (no index.html): pages answer 404. Set BALUCHON_PUBLIC_DIR to the Public folder of Baluchon's files."
            )
        }
        do {
            try await buildApplication(toolkit: toolkit, logger: logger).runService()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            printError(LocalizedText("cli.serve.portInUse", ["port": "\(settings.port)", "host": "\(settings.host)"]))
            throw ExitCode.unavailable
        } catch let error where error is SocketAddressError || error is SocketAddressError.UnknownHost {
            printError(LocalizedText("cli.serve.badHost", ["host": "\(settings.host)"]))
            throw ExitCode.configuration
        }
        logger.info("Baluchon stopped")
    }
}
