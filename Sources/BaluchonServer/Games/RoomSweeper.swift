import BaluchonToolkit
import Logging
import ServiceLifecycle

/// Forgets expired rooms in the background, once a minute, instead of on the way of room creation.
struct RoomSweeper: NamedService {
    let rooms: RoomService
    var every: Duration = .seconds(60)
    let logger: Logger

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    try await rooms.expire()
                } catch is CancellationError {
                    return  // the server is stopping
                } catch {
                    // The store out of reach: the next turn sweeps what this one could not.
                    logger.warning("room sweep failed", metadata: ["error": "\(String(reflecting: type(of: error)))"])
                }
                try? await Task.sleep(for: every)
            }
        }
    }
}
