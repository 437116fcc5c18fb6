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
    let service: SharedService

    public init(upstream: UpstreamClient, baseURL: URL?, spacer: RequestSpacer) {
        service = SharedService(upstream: upstream, baseURL: baseURL ?? Self.publicURL, spacer: spacer)
        descriptor = service.descriptor(id: "nominatim", name: "OpenStreetMap Nominatim", capability: .places)
    }

    public func fetch(_ request: OnlinePlaceSearch) async throws -> [PlaceResult] {
        let response = try await service.send(searchPath(for: request))
        let places = try service.upstream.decodeJSON([NominatimPlace].self, from: response)
        var results: [PlaceResult] = []
        for place in places { results.append(try place.result(language: request.language)) }
        return results
    }

    func searchPath(for request: OnlinePlaceSearch) -> String {
        var parameters = [
            ("q", request.text), ("format", "jsonv2"), ("addressdetails", "1"), ("limit", String(request.limit)),
            ("accept-language", request.language.rawValue),
        ]
        if let country = request.country { parameters.append(("countrycodes", country.lowercased())) }
        let query = parameters.map { "\($0.0)=\(Self.encode($0.1))" }.joined(separator: "&")
        return "/search?\(query)"
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters ("+" and "&" included).
    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
