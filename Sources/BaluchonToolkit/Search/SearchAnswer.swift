import BaluchonCore
import Foundation

/// One thing found: a point of interest, an address, a street, a town, from a region or online.
public struct SearchResult: Sendable, Equatable, Encodable {
    public var id: String
    public var name: String
    public var kind: KindLabel?
    public var latitude: Double
    public var longitude: Double
    /// Metres from `near`, when given.
    public var distance: Double?
    /// Degrees clockwise from north, from `near`.
    public var bearing: Int?
    /// Eight-point compass direction from `near` ("NE", "SO" in French).
    public var direction: String?
    public var address: String?
    public var openingHours: String?
    /// `region`, `gazetteer`, `nominatim` or `overpass`.
    public var source: String
    public var region: String?

    enum CodingKeys: String, CodingKey {
        case id, name, kind, latitude, longitude, distance, bearing, direction, address, openingHours, source, region
    }

    // Absent values are written as null, so the API's shape never changes with the data.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(distance, forKey: .distance)
        try container.encode(bearing, forKey: .bearing)
        try container.encode(direction, forKey: .direction)
        try container.encode(address, forKey: .address)
        try container.encode(openingHours, forKey: .openingHours)
        try container.encode(source, forKey: .source)
        try container.encode(region, forKey: .region)
    }
}

/// The answer to a search or a points-of-interest query.
public struct SearchAnswer: Sendable, Equatable, Encodable {
    public static let attribution = "© OpenStreetMap contributors"

    public var query: String
    /// The kind the query named, when it named one.
    public var kind: KindLabel?
    public var results: [SearchResult]
    /// Closest known kinds, when the text looked like a kind Baluchon does not know.
    public var suggestions: [KindLabel]
    /// Why the results are not what was asked (an address whose house number is unknown), in the
    /// request's language.
    public var note: String?
    public var attribution: String

    enum CodingKeys: String, CodingKey {
        case query, kind, results, suggestions, note, attribution
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(query, forKey: .query)
        try container.encode(kind, forKey: .kind)
        try container.encode(results, forKey: .results)
        try container.encode(suggestions, forKey: .suggestions)
        try container.encode(note, forKey: .note)
        try container.encode(attribution, forKey: .attribution)
    }
}

/// Where a point is: the nearest street and the town, from a region or the gazetteer, and the address
/// Nominatim gives when asked online.
public struct WhereAnswer: Sendable, Equatable, Encodable {
    public struct Street: Sendable, Equatable, Encodable {
        public var name: String
        public var distance: Double
    }

    public struct City: Sendable, Equatable, Encodable {
        public var name: String
        /// `region` or `gazetteer`.
        public var source: String
        /// The section of the town the point is in ("Louvre" in Paris), when the gazetteer knows it.
        public var section: String?
    }

    public var latitude: Double
    public var longitude: Double
    public var street: Street?
    public var city: City?
    public var address: String?
    public var region: String?
    public var label: String
    public var attribution: String

    enum CodingKeys: String, CodingKey {
        case latitude, longitude, street, city, address, region, label, attribution
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(street, forKey: .street)
        try container.encode(city, forKey: .city)
        try container.encode(address, forKey: .address)
        try container.encode(region, forKey: .region)
        try container.encode(label, forKey: .label)
        try container.encode(attribution, forKey: .attribution)
    }
}
