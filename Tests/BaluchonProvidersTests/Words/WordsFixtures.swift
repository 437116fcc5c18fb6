import AsyncHTTPClient
import BaluchonCore
import BaluchonProviders
import FixtureServer
import Foundation

/// What the Words provider tests share: clients and request helpers.
enum WordsFixtures {
    static let key = "test-key-7f3a9c"
    /// Room for legitimate answers even on a starved machine.
    static let upstream = UpstreamClient(httpClient: .shared, timeout: .seconds(20), userAgent: "Baluchon tests")
    /// For the timeout faults, whose replies come far later than this.
    static let impatient = UpstreamClient(httpClient: .shared, timeout: .seconds(2), userAgent: "Baluchon tests")
    /// A reply that no client waits for.
    static let tooLate = Duration.seconds(120)

    /// The client a fault test uses: the impatient one when the fault is a timeout.
    static func upstream(expecting failure: ProviderFailure) -> UpstreamClient {
        failure == .timeout ? impatient : upstream
    }

    static func code(_ text: String) -> LanguageCode { LanguageCode(text)! }

    static func request(
        _ text: String = "Je voudrais un café, s’il vous plaît.", from source: String? = "fr", to target: String = "en"
    )
        -> TranslationRequest
    {
        TranslationRequest(text: text, source: source.map(code), target: code(target))
    }

    /// The JSON body of a recorded request.
    static func body(_ request: RecordedRequest) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
    }

    /// Runs `body` against a fresh fixture server and stops it after.
    static func withServer<T>(_ body: (FixtureServer) async throws -> T) async throws -> T {
        try await FixtureServer.run(body)
    }

    /// The failure `work` throws, if it is a ``ProviderFailure``.
    static func failure(_ work: () async throws -> Void) async -> ProviderFailure? {
        do {
            try await work()
            return nil
        } catch let failure as ProviderFailure {
            return failure
        } catch {
            return .malformed("unexpected \(type(of: error))")
        }
    }
}
