import BaluchonCore
import Foundation

/// A reverse geocoding asked of Nominatim: the address at a point.
public struct ReverseGeocoding: Sendable, Hashable {
    public var latitude: Double
    public var longitude: Double
    public var language: UILanguage

    public init(latitude: Double, longitude: Double, language: UILanguage) {
        self.latitude = latitude
        self.longitude = longitude
        self.language = language
    }

    /// Points within about ten metres of each other share one cache entry.
    public var cacheKey: String {
        "reverse:\(String(format: "%.4f,%.4f", latitude, longitude))|\(language.rawValue)"
    }
}

/// What Nominatim says is at a point.
public struct ReverseAddress: Sendable, Equatable, Codable {
    /// Its full address ("4, Boulevard des Moulins, Monte-Carlo, Monaco, 98000, Monaco").
    public var displayName: String
    public var road: String?
    public var city: String?
    public var countryCode: String?

    public init(displayName: String, road: String?, city: String?, countryCode: String?) {
        self.displayName = displayName
        self.road = road
        self.city = city
        self.countryCode = countryCode
    }
}

extension NominatimPlaces {
    /// The address at a point (`/reverse?format=jsonv2`), nil where Nominatim knows none (its
    /// "Unable to geocode" answer, over the sea). Spaced like searches: one request per second in all.
    public func reverse(_ request: ReverseGeocoding) async throws(ProviderFailure) -> ReverseAddress? {
        let response = try await service.send(reversePath(for: request))
        let answer = try service.upstream.decodeJSON(NominatimReverseAnswer.self, from: response)
        if answer.error != nil { return nil }
        guard let displayName = answer.displayName, !displayName.isEmpty else { throw .malformed("missing field display_name") }
        let address = answer.address ?? [:]
        let city = address["city"] ?? address["town"] ?? address["village"] ?? address["municipality"] ?? address["suburb"]
        return ReverseAddress(
            displayName: displayName, road: address["road"] ?? address["pedestrian"] ?? address["footway"], city: city,
            countryCode: address["country_code"]?.uppercased())
    }

    func reversePath(for request: ReverseGeocoding) -> String {
        let parameters = [
            ("lat", String(format: "%.6f", request.latitude)), ("lon", String(format: "%.6f", request.longitude)), ("format", "jsonv2"),
            ("addressdetails", "1"), ("zoom", "18"), ("accept-language", request.language.rawValue),
        ]
        return "/reverse?\(parameters.map { "\($0.0)=\(Self.encode($0.1))" }.joined(separator: "&"))"
    }
}

/// Nominatim's reverse answer: a place, or `{"error": "Unable to geocode"}`.
struct NominatimReverseAnswer: Decodable {
    var displayName: String?
    var address: [String: String]?
    var error: String?

    enum CodingKeys: String, CodingKey {
        case displayName = "display_name"
        case address, error
    }
}

/// Nominatim's reverse geocoding as a chain provider, sharing the search provider's spacer.
public struct NominatimReverse: Provider {
    public let nominatim: NominatimPlaces
    public var descriptor: ProviderDescriptor { nominatim.descriptor }

    public init(nominatim: NominatimPlaces) {
        self.nominatim = nominatim
    }

    public func fetch(_ request: ReverseGeocoding) async throws -> ReverseAddress? {
        try await nominatim.reverse(request)
    }
}
