import AsyncHTTPClient
import BaluchonCore
import BaluchonProviders
import Foundation
import Logging
import Synchronization

/// A small provider speaking JSON over real HTTP, to exercise the chain against `FixtureServer`.
struct GreetingProvider: Provider {
    struct Greeting: Codable, Equatable, Sendable {
        var text: String
    }

    static let secret = "SECRETKEY123"

    let descriptor: ProviderDescriptor
    let upstream: UpstreamClient
    let baseURL: String

    init(id: String, baseURL: String, configured: Bool = true, timeout: Duration = .seconds(60)) {
        descriptor = ProviderDescriptor(
            id: id, name: "Greeting \(id)", capability: .translation,
            state: configured ? .configured(detail: .verbatim(baseURL)) : .notConfigured(reason: .verbatim("no URL")),
            isRemote: true, secrets: [Self.secret])
        upstream = UpstreamClient(httpClient: .shared, timeout: timeout, userAgent: "BaluchonTests/1")
        self.baseURL = baseURL
    }

    func fetch(_ name: String) async throws -> Greeting {
        let response: UpstreamResponse
        do {
            response = try await upstream.send("\(baseURL)/\(descriptor.id)/greet?name=\(name)&key=\(Self.secret)")
        } catch {
            throw error == .rejected("HTTP 401") ? ProviderFailure.invalidKey : error
        }
        return try upstream.decodeJSON(Greeting.self, from: response)
    }
}

/// A clock the tests move by hand.
final class TestClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}

extension Logger {
    /// A logger that drops everything, to keep test output readable.
    static var silent: Logger { Logger(label: "test") { _ in SwiftLogNoOpLogHandler() } }
}
