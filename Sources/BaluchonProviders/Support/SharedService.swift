import BaluchonCore
import Foundation
import NIOHTTP1

/// A public service many people share (Nominatim, OSRM, Valhalla, Transitous): where it answers, the
/// client that names Baluchon in its User-Agent, and the spacer keeping the whole server to one request
/// a second. Every request waits for its turn.
public struct SharedService: Sendable {
    public let upstream: UpstreamClient
    public let baseURL: URL
    let spacer: RequestSpacer

    public init(upstream: UpstreamClient, baseURL: URL, spacer: RequestSpacer) {
        (self.upstream, self.baseURL, self.spacer) = (upstream, baseURL, spacer)
    }

    /// `path` (with its query) under the base URL.
    func url(_ path: String) -> String {
        baseURL.endpointRoot + path
    }

    /// Waits for the turn, then sends; a non-2xx status is a failure.
    func send(_ path: String) async throws(ProviderFailure) -> UpstreamResponse {
        try await spacer.waitForTurn()
        return try await upstream.send(url(path))
    }

    /// Waits for the turn, then sends; the answer whatever its status, for services whose error bodies say more.
    func exchange(
        _ path: String, method: HTTPMethod = .GET, headers: [(String, String)] = [], body: Data? = nil
    ) async throws(ProviderFailure)
        -> UpstreamResponse
    {
        try await spacer.waitForTurn()
        return try await upstream.exchange(url(path), method: method, headers: headers, body: body)
    }

    /// The descriptor of the provider asking this service.
    func descriptor(id: String, name: String, capability: Capability) -> ProviderDescriptor {
        ProviderDescriptor(
            id: id, name: name, capability: capability,
            state: .configured(detail: LocalizedText("provider.detail.onePerSecond", ["host": "\(baseURL.host ?? baseURL.absoluteString)"])),
            isRemote: true)
    }
}
