import BaluchonToolkit
import Foundation
import Hummingbird

/// `GET /api/v1/health` and `GET /api/v1/providers`.
struct SystemRoutes {
    let toolkit: Toolkit
    let startedAt = Date()

    struct Health: ResponseEncodable {
        var status: String
        var version: String
        var startedAt: Date
        /// `BALUCHON_PUBLIC_URL`, when set: the web app's share links point there.
        var publicURL: String?
        /// `BALUCHON_SOURCE_URL`, when set: where the About page offers Baluchon's source.
        var sourceURL: String?
    }

    struct Providers: ResponseEncodable {
        var capabilities: [CapabilityReport]
    }

    func register(on api: inout APIGroup<AppRequestContext>) {
        api.get("health") { _, _ in
            Health(
                status: "ok", version: Toolkit.version, startedAt: startedAt, publicURL: toolkit.settings.publicURL,
                sourceURL: toolkit.settings.sourceURL)
        }
        api.get("providers") { _, context in
            Providers(capabilities: await toolkit.providerReports(language: context.language))
        }
    }
}
