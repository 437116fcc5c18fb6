import BaluchonCore
import Foundation

/// OpenStreetMap's Nominatim geocoder, for addresses and places the gazetteer lacks.
///
/// Its usage policy is kept: one request per second for the whole server (a shared ``RequestSpacer``),
/// a real User-Agent (``UpstreamClient``), answers cached by the chain, and calls only when the
/// traveller asks (Enter), never per keystroke. `BALUCHON_NOMINATIM_URL` points at a self-hosted one.
public struct NominatimPlaces: Provider {
    public static let publicURL = URL(string: "https://nominatim.openstreetmap.org")!
    public static let attribution = "Data © OpenStreetMap contributors, ODbL 1.0. https://osm.org/copyright"

    public let descriptor: ProviderDescriptor
    let upstream: UpstreamClient
    let baseURL: URL
    let spacer: RequestSpacer

    public init(upstream: UpstreamClient, baseURL: URL?, spacer: RequestSpacer) {
        (self.upstream, self.baseURL, self.spacer) = (upstream, baseURL ?? Self.publicURL, spacer)
        descriptor = .spaced(id: "nominatim", name: "OpenStreetMap Nominatim", capability: .places, baseURL: self.baseURL)
    }

    public func fetch(_ request: OnlinePlaceSearch) async throws -> [PlaceResult] {
        try await spacer.waitForTurn()
        let response = try await upstream.send(searchURL(for: request))
        let places = try upstream.decodeJSON([NominatimPlace].self, from: response)
        var results: [PlaceResult] = []
        for place in places { results.append(try place.result(language: request.language)) }
        return results
    }

    func searchURL(for request: OnlinePlaceSearch) -> String {
        var parameters = [
            ("q", request.text), ("format", "jsonv2"), ("addressdetails", "1"), ("limit", String(request.limit)),
            ("accept-language", request.language.rawValue),
        ]
        if let country = request.country { parameters.append(("countrycodes", country.lowercased())) }
        let query = parameters.map { "\($0.0)=\(Self.encode($0.1))" }.joined(separator: "&")
        let base = baseURL.endpointRoot
        return "\(base)/search?\(query)"
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters ("+" and "&" included).
    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
