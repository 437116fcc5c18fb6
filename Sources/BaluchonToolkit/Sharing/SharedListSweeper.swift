import Foundation
import Logging
import ServiceLifecycle

/// Forgets the lists nobody read for the configured time, at start and then every hour, beside the server.
struct SharedListSweeper: NamedService {
    let sharing: SharingService
    let logger: Logger
    static let interval = Duration.seconds(3_600)

    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    let gone = try await sharing.expire()
                    if gone > 0 { logger.info("expired shared lists forgotten", metadata: ["lists": "\(gone)"]) }
                } catch is CancellationError {
                    return  // the server is stopping
                } catch {
                    logger.warning("could not forget expired shared lists", metadata: ["error": "\(error)"])
                }
                try await Task.sleep(for: Self.interval)
            }
        }
    }
}
