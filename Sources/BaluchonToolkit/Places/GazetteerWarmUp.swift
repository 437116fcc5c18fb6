import BaluchonProviders
import ServiceLifecycle

/// Loads the gazetteer in the background as the server starts, so the first keystroke does not wait
/// for it; then stays until shutdown (a service that returns would stop the server).
struct GazetteerWarmUp: NamedService {
    let loader: GazetteerLoader

    func run() async throws {
        _ = try? await loader.gazetteer()
        try? await gracefulShutdown()
    }
}
