import AsyncHTTPClient
import BaluchonProviders
import Foundation

/// What the money provider tests share: a client with a short timeout for fault tests.
enum MoneyFixtures {
    static func client(timeout: Duration = .seconds(20)) -> UpstreamClient {
        UpstreamClient(httpClient: .shared, timeout: timeout, userAgent: "BaluchonTests/1")
    }

    static func url(_ server: some CustomStringConvertible) -> URL {
        URL(string: server.description)!
    }
}
